import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { type ReleaseEntry, releaseEntrySchema } from "contracts/domains/releases/schemas";
import { urlOf } from "contracts/endpoints/endpoint";
import { getReleaseEntryLive } from "contracts/endpoints/releases";
import { createReleasesApi } from "platform/clients/releases";
import { clientOf, useClient } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { useEffect } from "react";
import { keys } from "../../../../query-keys";

/** A public read of no club: the entry is named by the token its verification answered. */
export const releaseEntryKey = (token: string) => keys.public("release-entry", token);

/** The query options of `useReleaseEntry`, for prefetching and tests. */
export const releaseEntryQuery = (api: AxiosInstance, token: string) => {
  const releases = clientOf(api, createReleasesApi);
  return queryOptions({ queryKey: releaseEntryKey(token), queryFn: () => releases.entry(token) });
};

/**
 * Where the golfer's entry stands, kept live by the entry's event stream (an EventSource: the token is a query
 * parameter, no header is needed) and read again every 30 s besides, should the stream be unavailable.
 */
export function useReleaseEntry(token: string) {
  const { api, config, queries } = usePlatform();
  useEffect(() => {
    if (typeof EventSource === "undefined") return undefined;
    const url = `${config.apiBaseUrl}${urlOf(getReleaseEntryLive, {})}?token=${encodeURIComponent(token)}`;
    const source = new EventSource(url);
    source.addEventListener("entry", (event) => {
      const parsed = releaseEntrySchema.safeParse(safeJson((event as MessageEvent<string>).data));
      if (parsed.success) queries.setQueryData(releaseEntryKey(token), parsed.data);
    });
    return () => source.close();
  }, [config.apiBaseUrl, queries, token]);
  return useQuery({ ...releaseEntryQuery(api, token), refetchInterval: 30_000 });
}

/** Ends the turn early, or rejoins the end of the line after a missed turn; the answer is the entry as it stands. */
export function useReleaseAction(token: string, action: "done" | "rejoin") {
  const releases = useClient(createReleasesApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["release", action],
    mutationFn: () => releases[action](token),
    onSuccess: (entry: ReleaseEntry) => queries.setQueryData(releaseEntryKey(token), entry),
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
