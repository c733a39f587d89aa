import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createOnlineBookingApi } from "platform/clients/online-booking";
import { clientOf } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** The query options of `useBookingHold`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const bookingHoldQuery = (api: AxiosInstance, token: string) => {
  const onlineBooking = clientOf(api, createOnlineBookingApi);
  return queryOptions({
    queryKey: bookingHoldKey(token),
    queryFn: () => onlineBooking.hold(token),
  });
};

/** A public page of no club: the hold is named by the token of its mailed link. */
export const bookingHoldKey = (token: string) => keys.public("booking-hold", token);

/** An online booking's hold, by its link's token (no session); nothing is asked without a token. */
export function useBookingHold(token: string) {
  return useQuery({
    ...bookingHoldQuery(usePlatform().api, token),
    enabled: token !== "",
  });
}
