import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReservationMove, ReservationPatch } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { invalidateBookings } from "../../common/api/bookings-key";
import { reservationKey } from "./get-reservation";

export type ReservationChange =
  | { kind: "update"; reservationId: string; patch: ReservationPatch }
  | { kind: "move"; reservationId: string; move: ReservationMove };

/**
 * Changes a reservation (status, details, party size) or moves it to another tee time. The answer is shown at
 * once; the club's tee sheets, list, reservations and rates are read afresh after it — and after a refusal too,
 * since a time or places taken meanwhile are what the refusal is about.
 */
export function useChangeReservation() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["change-reservation"],
    mutationFn: (change: ReservationChange) =>
      change.kind === "update"
        ? reservations.update(clubId, change.reservationId, change.patch)
        : reservations.move(clubId, change.reservationId, change.move),
    onSuccess: (answer) => queries.setQueryData(reservationKey(clubId, answer.reservationId), answer),
    onSettled: () => invalidateBookings(queries, clubId),
  });
}
