import { useQuery } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { bookingsKey } from "./bookings-key";

export const bookingRatesKey = (clubId: string, dates: readonly string[]) =>
  [...bookingsKey(clubId), "stats", dates.join(",")] as const;

/** Spec §7 stats: the booking rate (0–1) of each of the dates shown, by date; none while they load. */
export function useBookingRates(dates: readonly string[]) {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: bookingRatesKey(clubId, dates),
    queryFn: async () =>
      Object.fromEntries((await reservations.stats(clubId, dates)).map((r) => [r.date, r.rate])) as Record<
        string,
        number
      >,
    enabled: clubId !== "" && dates.length > 0,
  });
}
