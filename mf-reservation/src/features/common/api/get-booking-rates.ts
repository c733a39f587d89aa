import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createReservationsApi } from "platform/clients/reservations";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { bookingsKey } from "./bookings-key";

export const bookingRatesKey = (clubId: string, dates: readonly string[]) =>
  [...bookingsKey(clubId), "stats", dates.join(",")] as const;

/** The query options of `useBookingRates`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const bookingRatesQuery = (api: AxiosInstance, clubId: string, dates: readonly string[]) => {
  const reservations = clientOf(api, createReservationsApi);
  return queryOptions({
    queryKey: bookingRatesKey(clubId, dates),
    queryFn: async () =>
      Object.fromEntries((await reservations.stats(clubId, dates)).map((r) => [r.date, r.rate])) as Record<
        string,
        number
      >,
  });
};

/** Spec §7 stats: the booking rate (0–1) of each of the dates shown, by date; none while they load. */
export function useBookingRates(dates: readonly string[]) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...bookingRatesQuery(usePlatform().api, clubId, dates),
    enabled: clubId !== "" && dates.length > 0,
  });
}
