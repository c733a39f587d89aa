import { useQuery } from "@tanstack/react-query";
import type { ReservationListQuery } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { bookingsKey, previousOfSameClub } from "../../common/api/bookings-key";

export const reservationListKey = (clubId: string, query: ReservationListQuery) =>
  [...bookingsKey(clubId), "list", query] as const;

/** A page of the selected club's reservations, filtered; the page shown stays while the next loads. */
export function useReservations(query: ReservationListQuery) {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: reservationListKey(clubId, query),
    queryFn: () => reservations.list(clubId, query),
    enabled: clubId !== "",
    placeholderData: previousOfSameClub(clubId),
  });
}
