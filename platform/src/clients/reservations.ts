import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  BookingCustomer,
  BookingHold,
  BookingHoldConfirm,
  Reservation,
  ReservationInput,
  ReservationList,
  ReservationListQuery,
  ReservationMove,
  ReservationPatch,
  ReservationSettings,
  ReservationStats,
  TeeSheet,
} from "contracts/domains/reservations/schemas";
import { apiGet, apiPatch, apiPost, apiPut } from "../http/request";

/** Typed calls for a club's tee sheet and reservations (docs/api.md "Reservations"). */
export function createReservationsApi(api: AxiosInstance) {
  const club = (clubId: string) => `/api/v1.0/clubs/${encodeURIComponent(clubId)}`;
  const one = (clubId: string, id: string) => `${club(clubId)}/reservations/${encodeURIComponent(id)}`;
  return {
    /** Without a date, the club's today (the answer names it). */
    teeSheet: (clubId: string, date?: string) =>
      apiGet<TeeSheet>(api, `${club(clubId)}/tee-sheet`, date ? { date } : {}),
    /** Customers matching part of a name, email or mobile, with the tier that prices a booking for them. */
    customers: (clubId: string, q: string) =>
      apiGet<BookingCustomer[]>(api, `${club(clubId)}/reservations/customers`, { q }),
    list: (clubId: string, query: ReservationListQuery) =>
      apiGet<ReservationList>(api, `${club(clubId)}/reservations`, query),
    create: (clubId: string, input: ReservationInput) =>
      apiPost<Reservation>(api, `${club(clubId)}/reservations`, input),
    get: (clubId: string, id: string) => apiGet<Reservation>(api, one(clubId, id)),
    update: (clubId: string, id: string, patch: ReservationPatch) =>
      apiPatch<Reservation>(api, one(clubId, id), patch),
    move: (clubId: string, id: string, move: ReservationMove) =>
      apiPost<Reservation>(api, `${one(clubId, id)}/move`, move),
    /** The day's tee sheet as a PDF file, in the UI language (sent as Accept-Language). */
    sheetPdf: async (clubId: string, date: string) =>
      (
        await api.get<Blob>(`${club(clubId)}/reservations/sheet.pdf`, {
          params: { date },
          responseType: "blob",
        })
      ).data,
    confirmationPdf: async (clubId: string, id: string) =>
      (await api.get<Blob>(`${one(clubId, id)}/confirmation.pdf`, { responseType: "blob" })).data,
    settings: (clubId: string) => apiGet<ReservationSettings>(api, `${club(clubId)}/reservations/settings`),
    saveSettings: (clubId: string, settings: ReservationSettings) =>
      apiPut<ReservationSettings>(api, `${club(clubId)}/reservations/settings`, settings),
    /** An online booking's hold, by the token of its mailed link (no session). */
    hold: (token: string) => apiGet<BookingHold>(api, "/api/v1.0/public/booking-holds", { token }),
    /** The golfer confirms the hold; confirming again answers the confirmed booking. */
    confirmHold: (token: string) =>
      apiPost<BookingHold>(api, "/api/v1.0/public/booking-holds/confirm", {
        token,
      } satisfies BookingHoldConfirm),
    /** Spec §7: players booked ÷ places for sale per date (at most 42 dates). */
    stats: (clubId: string, dates: readonly string[]) =>
      apiGet<ReservationStats>(api, "/api/v1.0/reservation/stats", { clubId, dates: dates.join(",") }),
  };
}

export type ReservationsApi = ReturnType<typeof createReservationsApi>;
