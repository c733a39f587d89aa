import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createReservationsApi } from "platform/clients/reservations";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

export const reservationSettingsKey = (clubId: string) => keys.club(clubId, "reservation-settings");

/** The query options of `useReservationSettings`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const reservationSettingsQuery = (api: AxiosInstance, clubId: string) => {
  const reservations = clientOf(api, createReservationsApi);
  return queryOptions({
    queryKey: reservationSettingsKey(clubId),
    queryFn: () => reservations.settings(clubId),
  });
};

/** The selected club's offline settings. */
export function useReservationSettings() {
  const clubId = useSelectedClubId();
  return useQuery({
    ...reservationSettingsQuery(usePlatform().api, clubId),
    enabled: clubId !== "",
  });
}
