import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { ReservationList, ReservationListQuery } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { bookingsKey, previousOfSameClub } from "../../common/api/bookings-key";

export const reservationListKey = (clubId: string, query: ReservationListQuery) =>
  [...bookingsKey(clubId), "list", query] as const;

/** The query options of `useReservations`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const reservationsQuery = (api: AxiosInstance, clubId: string, query: ReservationListQuery) => {
  const reservations = clientOf(api, createReservationsApi);
  return queryOptions({
    queryKey: reservationListKey(clubId, query),
    queryFn: () => reservations.list(clubId, query),
  });
};

/**
 * A page of the selected club's reservations, filtered; the page shown stays while the next loads. A page read by
 * cursor comes without a total (the API does not count the window again): `knownTotal`, the total the pages
 * before it were counted with, stands in.
 */
export function useReservations(query: ReservationListQuery, knownTotal?: number) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...reservationsQuery(usePlatform().api, clubId, query),
    enabled: clubId !== "",
    placeholderData: previousOfSameClub(clubId),
    select: (answer: ReservationList) => ({
      ...answer,
      total: answer.total ?? knownTotal ?? (answer.page - 1) * answer.pageSize + answer.list.length,
    }),
  });
}
