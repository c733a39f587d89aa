import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentMethod } from "contracts/domains/reservations/payments";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { invalidateBookings } from "../../common/api/bookings-key";

/** One of the desk's actions on a booking, each on the `version` the desk read it at. */
export type DeskAction =
  | { kind: "checkIn"; checkedIn: boolean; places?: number[] }
  | { kind: "pay"; amountCents: number; method: PaymentMethod }
  | { kind: "void"; paymentId: string }
  | { kind: "noShow" }
  | { kind: "cancel"; status: "cancelled" | "cancelPending" }
  | { kind: "party"; players: number; cart: boolean; caddie: boolean }
  | { kind: "names"; names: (string | null)[] }
  | { kind: "move"; date: string; courseId: string; teeTime: string };

export interface DeskRequest {
  reservationId: string;
  version: number;
  action: DeskAction;
}

/**
 * The desk's actions on a booking from the tee sheet: one call each. The club's tee sheets, list, reservations and
 * rates are read afresh after it, and after a refusal too: a 409 `reservation_changed` means the day the desk
 * sees is out of date.
 */
export function useActAtDesk() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["act-at-desk"],
    mutationFn: ({ reservationId, version, action }: DeskRequest) => {
      switch (action.kind) {
        case "checkIn":
          return reservations.checkIn(clubId, reservationId, {
            version,
            checkedIn: action.checkedIn,
            ...(action.places ? { places: action.places } : {}),
          });
        case "pay":
          return reservations.addPayment(clubId, reservationId, {
            version,
            amountCents: action.amountCents,
            method: action.method,
          });
        case "void":
          return reservations.voidPayment(clubId, reservationId, action.paymentId, version);
        case "noShow":
          return reservations.update(clubId, reservationId, { status: "noshow", version });
        case "cancel":
          return reservations.update(clubId, reservationId, { status: action.status, version });
        case "party":
          return reservations.update(clubId, reservationId, {
            players: action.players,
            cart: action.cart,
            caddie: action.caddie,
            version,
          });
        case "names":
          return reservations.setGuests(clubId, reservationId, { version, names: action.names });
        case "move":
          return reservations.move(clubId, reservationId, {
            date: action.date,
            courseId: action.courseId,
            teeTime: action.teeTime,
            version,
          });
      }
    },
    onSettled: () => invalidateBookings(queries, clubId),
  });
}
