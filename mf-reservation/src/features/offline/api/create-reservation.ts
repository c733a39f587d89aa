import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReservationInput } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { invalidateBookings } from "../../common/api/bookings-key";

/**
 * Books a tee time at the desk. The club's tee sheets, list and rates are read afresh afterwards — after a
 * refusal too: a time filled meanwhile then drops out of the offered times.
 */
export function useCreateReservation() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["create-reservation"],
    mutationFn: (input: ReservationInput) => reservations.create(clubId, input),
    onSettled: () => invalidateBookings(queries, clubId),
  });
}
