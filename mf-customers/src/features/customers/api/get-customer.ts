import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createCustomersApi } from "platform/clients/customers";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { customersKey } from "./get-customers";

export const customerKey = (clubId: string, customerId: string) =>
  [...customersKey(clubId), "one", customerId] as const;

/** The query options of `useCustomer`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const customerQuery = (api: AxiosInstance, clubId: string, customerId: string | null) => {
  const customers = clientOf(api, createCustomersApi);
  return queryOptions({
    queryKey: customerKey(clubId, customerId ?? ""),
    queryFn: () => customers.customer(clubId, customerId ?? ""),
  });
};

/** One customer of the selected club, for its edit screen (not asked for without an id). */
export function useCustomer(customerId: string | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...customerQuery(usePlatform().api, clubId, customerId),
    enabled: clubId !== "" && customerId !== null,
  });
}
