import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { bookingsKey } from "../../common/api/bookings-key";

export const reservationKey = (clubId: string, reservationId: string) =>
  [...bookingsKey(clubId), "one", reservationId] as const;

/** The query options of `useReservation`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const reservationQuery = (api: AxiosInstance, clubId: string, reservationId: string | null) => {
  const reservations = clientOf(api, createReservationsApi);
  return queryOptions({
    queryKey: reservationKey(clubId, reservationId ?? ""),
    queryFn: () => reservations.get(clubId, reservationId ?? ""),
  });
};

/**
 * One reservation of the selected club. The row it was opened from (navigation state) shows at once while the
 * server's copy loads; after a reload the server's is the only one.
 */
export function useReservation(reservationId: string | null, shown: Reservation | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...reservationQuery(usePlatform().api, clubId, reservationId),
    enabled: clubId !== "" && reservationId !== null,
    placeholderData: shown?.reservationId === reservationId ? (shown ?? undefined) : undefined,
  });
}
