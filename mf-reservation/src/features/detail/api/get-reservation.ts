import { useQuery } from "@tanstack/react-query";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { bookingsKey } from "../../common/api/bookings-key";

export const reservationKey = (clubId: string, reservationId: string) =>
  [...bookingsKey(clubId), "one", reservationId] as const;

/**
 * One reservation of the selected club. The row it was opened from (navigation state) shows at once while the
 * server's copy loads; after a reload the server's is the only one.
 */
export function useReservation(reservationId: string | null, shown: Reservation | null) {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: reservationKey(clubId, reservationId ?? ""),
    queryFn: () => reservations.get(clubId, reservationId ?? ""),
    enabled: clubId !== "" && reservationId !== null,
    placeholderData: shown?.reservationId === reservationId ? (shown ?? undefined) : undefined,
  });
}
