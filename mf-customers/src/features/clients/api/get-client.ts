import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createClientsApi } from "platform/clients/clients";
import { clientOf } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { clientsKey } from "./get-clients";

export const clientDetailKey = (clientId: string) => [...clientsKey(), "one", clientId] as const;

/** The query options of `useClientDetail`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const clientDetailQuery = (api: AxiosInstance, clientId: string | null) => {
  const clients = clientOf(api, createClientsApi);
  return queryOptions({
    queryKey: clientDetailKey(clientId ?? ""),
    queryFn: () => clients.get(clientId ?? ""),
  });
};

/** One business account with its status log and memo, for its profile (not asked for without an id). */
export function useClientDetail(clientId: string | null) {
  return useQuery({
    ...clientDetailQuery(usePlatform().api, clientId),
    enabled: clientId !== null,
  });
}
