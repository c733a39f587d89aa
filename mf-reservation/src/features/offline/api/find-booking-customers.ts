import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createReservationsApi } from "platform/clients/reservations";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";
import { previousOfSameClub } from "../../common/api/bookings-key";

export const bookingCustomersKey = (clubId: string, q: string) => keys.club(clubId, "booking-customers", q);

/** The query options of `useBookingCustomers`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const bookingCustomersQuery = (api: AxiosInstance, clubId: string, q: string) => {
  const reservations = clientOf(api, createReservationsApi);
  return queryOptions({
    queryKey: bookingCustomersKey(clubId, q),
    queryFn: () => reservations.customers(clubId, q),
  });
};

/**
 * The club's customers matching part of a name, email or mobile; asked from two characters on. The matches shown
 * stay while the next look-up answers.
 */
export function useBookingCustomers(q: string) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...bookingCustomersQuery(usePlatform().api, clubId, q),
    enabled: clubId !== "" && q.length >= 2,
    placeholderData: previousOfSameClub(clubId),
  });
}
