import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type { CheckInInput, GuestNamesInput, PaymentInput } from "contracts/domains/reservations/desk";
import type {
  BookingCustomer,
  Reservation,
  ReservationInput,
  ReservationList,
  ReservationListQuery,
  ReservationMove,
  ReservationPatch,
  ReservationStats,
  TeeSheet,
} from "contracts/domains/reservations/schemas";
import type { ReservationSettings, ReservationSettingsInput } from "contracts/domains/reservations/settings";
import type { GolferIdentity, GolferStrikes } from "contracts/domains/reservations/strikes";
import * as reservations from "contracts/endpoints/reservations";
import { apiCall, apiFile, to } from "../http/request";

/**
 * Typed calls for a club's tee sheet and reservations (docs/api.md "Reservations"); the golfers' own calls, open
 * without a session, are `createOnlineBookingApi`'s (`./online-booking`).
 */
export function createReservationsApi(api: AxiosInstance) {
  return {
    /** Without a date, the club's today (the answer names it); `q` keeps the bookings with a player's name or phone. */
    teeSheet: (clubId: string, date?: string, q?: string) =>
      apiCall<TeeSheet>(api, to(reservations.getTeeSheet, { clubId }), {
        ...(date ? { date } : {}),
        ...(q ? { q } : {}),
      }),
    /** Customers matching part of a name, email or mobile, with the tier that prices a booking for them. */
    customers: (clubId: string, q: string) =>
      apiCall<BookingCustomer[]>(api, to(reservations.findBookingCustomers, { clubId }), { q }),
    list: (clubId: string, query: ReservationListQuery) =>
      apiCall<ReservationList>(api, to(reservations.listReservations, { clubId }), query),
    create: (clubId: string, input: ReservationInput) =>
      apiCall<Reservation>(api, to(reservations.createReservation, { clubId }), input),
    get: (clubId: string, reservationId: string) =>
      apiCall<Reservation>(api, to(reservations.getReservation, { clubId, reservationId })),
    update: (clubId: string, reservationId: string, patch: ReservationPatch) =>
      apiCall<Reservation>(api, to(reservations.updateReservation, { clubId, reservationId }), patch),
    move: (clubId: string, reservationId: string, move: ReservationMove) =>
      apiCall<Reservation>(api, to(reservations.moveReservation, { clubId, reservationId }), move),
    /** Names the players, one name or null per place (the booker's first), on the version the desk saw. */
    setGuests: (clubId: string, reservationId: string, input: GuestNamesInput) =>
      apiCall<Reservation>(api, to(reservations.setReservationGuests, { clubId, reservationId }), input),
    /** Checks in (or undoes the check-in of) some places, or the whole party without `places`. */
    checkIn: (clubId: string, reservationId: string, input: CheckInInput) =>
      apiCall<Reservation>(api, to(reservations.checkInReservation, { clubId, reservationId }), input),
    addPayment: (clubId: string, reservationId: string, input: PaymentInput) =>
      apiCall<Reservation>(api, to(reservations.addReservationPayment, { clubId, reservationId }), input),
    /** A voided payment stays on the booking, counted for nothing. */
    voidPayment: (clubId: string, reservationId: string, paymentId: string, version: number) =>
      apiCall<Reservation>(
        api,
        to(reservations.voidReservationPayment, { clubId, reservationId, paymentId }),
        { version },
      ),
    /** The day's tee sheet as a PDF file, in the UI language (sent as Accept-Language). */
    sheetPdf: (clubId: string, date: string) =>
      apiFile(api, to(reservations.getTeeSheetPdf, { clubId }), { date }),
    confirmationPdf: (clubId: string, reservationId: string) =>
      apiFile(api, to(reservations.getReservationConfirmationPdf, { clubId, reservationId })),
    settings: (clubId: string) =>
      apiCall<ReservationSettings>(api, to(reservations.getReservationSettings, { clubId })),
    saveSettings: (clubId: string, settings: ReservationSettingsInput) =>
      apiCall<ReservationSettings>(api, to(reservations.updateReservationSettings, { clubId }), settings),
    /** Spec §7: players booked ÷ places for sale per date (at most 42 dates). */
    stats: (clubId: string, dates: readonly string[]) =>
      apiCall<ReservationStats>(api, to(reservations.getReservationStats), {
        clubId,
        dates: dates.join(","),
      }),
    /** A golfer's strikes (no-shows under the club's rule) and until when online booking refuses them. */
    strikes: (clubId: string, golfer: GolferIdentity) =>
      apiCall<GolferStrikes>(api, to(reservations.getGolferStrikes, { clubId }), golfer),
    /** Lifts a golfer's block: their no-shows so far stop counting (audited). */
    liftStrikes: (clubId: string, golfer: GolferIdentity) =>
      apiCall<GolferStrikes>(api, to(reservations.liftGolferStrikes, { clubId }), golfer),
  };
}

export type ReservationsApi = ReturnType<typeof createReservationsApi>;
