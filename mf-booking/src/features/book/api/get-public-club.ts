import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createOnlineBookingApi } from "platform/clients/online-booking";
import { clientOf } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** A public page of no session: the club is named by its link's `club` parameter. */
export const publicClubKey = (clubId: string) => keys.public("club", clubId);

/** The query options of `usePublicClub`: its key and fetcher, for prefetching and tests. */
export const publicClubQuery = (api: AxiosInstance, clubId: string) => {
  const onlineBooking = clientOf(api, createOnlineBookingApi);
  return queryOptions({
    queryKey: publicClubKey(clubId),
    queryFn: () => onlineBooking.publicClub(clubId),
  });
};

/** What the golfers' booking page shows about a club; nothing is asked without a club. */
export function usePublicClub(clubId: string) {
  return useQuery({ ...publicClubQuery(usePlatform().api, clubId), enabled: clubId !== "" });
}
