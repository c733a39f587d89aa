import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClientListQuery } from "contracts/domains/clients/schemas";
import { createClientsApi } from "platform/clients/clients";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/** Every query about business accounts (administrators only, not of a club); a change refreshes them all. */
export const clientsKey = () => accountKey("clients");
export const clientListsKey = () => [...clientsKey(), "list"] as const;
export const clientListKey = (query: Partial<ClientListQuery>) => [...clientListsKey(), query] as const;

/** A page of business accounts, by status. */
export function useClients(query: Partial<ClientListQuery>) {
  const clients = useClient(createClientsApi);
  return useQuery({
    queryKey: clientListKey(query),
    queryFn: () => clients.list(query),
    placeholderData: keepPreviousData,
  });
}
