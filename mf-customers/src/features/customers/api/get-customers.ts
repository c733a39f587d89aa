import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { CustomerFilter } from "contracts/domains/customers/schemas";
import { createCustomersApi } from "platform/clients/customers";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

export type CustomerListQuery = CustomerFilter & { page?: number; pageSize?: number };

/** The query options of `useCustomers`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const customersQuery = (api: AxiosInstance, clubId: string, query: CustomerListQuery) => {
  const customers = clientOf(api, createCustomersApi);
  return queryOptions({
    queryKey: customerListKey(clubId, query),
    queryFn: () => customers.customers(clubId, query),
  });
};

/** Every customer query of a club; a change to a customer (or to a tier they hold) refreshes them all. */
export const customersKey = (clubId: string) => keys.club(clubId, "customers");
export const customerListKey = (clubId: string, query: CustomerListQuery) =>
  [...customersKey(clubId), "list", query] as const;

/** A page of the selected club's customers, searched and filtered. */
export function useCustomers(query: CustomerListQuery) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...customersQuery(usePlatform().api, clubId, query),
    enabled: clubId !== "",
    placeholderData: keepPreviousData,
  });
}
