import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { ClientListQuery } from "contracts/domains/clients/schemas";
import { createClientsApi } from "platform/clients/clients";
import { clientOf } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** The query options of `useClients`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const clientsQuery = (api: AxiosInstance, query: Partial<ClientListQuery>) => {
  const clients = clientOf(api, createClientsApi);
  return queryOptions({
    queryKey: clientListKey(query),
    queryFn: () => clients.list(query),
  });
};

/** Every query about business accounts (administrators only, not of a club); a change refreshes them all. */
export const clientsKey = () => keys.account("clients");
export const clientListsKey = () => [...clientsKey(), "list"] as const;
export const clientListKey = (query: Partial<ClientListQuery>) => [...clientListsKey(), query] as const;

/** A page of business accounts, by status. */
export function useClients(query: Partial<ClientListQuery>) {
  return useQuery({
    ...clientsQuery(usePlatform().api, query),
    placeholderData: keepPreviousData,
  });
}
