import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createWaitlistApi } from "platform/clients/waitlist";
import { clientOf, useClient } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** A public page of no club: the entry is named by the token of its mailed link. */
export const waitlistEntryKey = (token: string) => keys.public("waitlist-entry", token);

/** The query options of `useWaitlistEntry`, for prefetching and tests. */
export const waitlistEntryQuery = (api: AxiosInstance, token: string) => {
  const waitlist = clientOf(api, createWaitlistApi);
  return queryOptions({ queryKey: waitlistEntryKey(token), queryFn: () => waitlist.entry(token) });
};

/**
 * The entry of `token` (no session), read again every 30 s while the page is open: an offer made meanwhile shows
 * without a reload. Nothing is asked without a token.
 */
export function useWaitlistEntry(token: string) {
  return useQuery({
    ...waitlistEntryQuery(usePlatform().api, token),
    enabled: token !== "",
    refetchInterval: 30_000,
  });
}

/** Confirms the entry's email, or leaves the line; the answer is the entry as it stands. */
export function useWaitlistAction(token: string, action: "confirm" | "leave") {
  const waitlist = useClient(createWaitlistApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["waitlist", action],
    mutationFn: () => waitlist[action](token),
    onSuccess: (entry) => queries.setQueryData(waitlistEntryKey(token), entry),
  });
}
