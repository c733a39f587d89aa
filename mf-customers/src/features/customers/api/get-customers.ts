import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CustomerFilter } from "contracts/domains/membership/schemas";
import { createMembershipApi } from "platform/clients/membership";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

export type CustomerListQuery = CustomerFilter & { page?: number; pageSize?: number };

/** Every customer query of a club; a change to a customer (or to a tier they hold) refreshes them all. */
export const customersKey = (clubId: string) => clubKey(clubId, "customers");
export const customerListKey = (clubId: string, query: CustomerListQuery) =>
  [...customersKey(clubId), "list", query] as const;

/** A page of the selected club's customers, searched and filtered. */
export function useCustomers(query: CustomerListQuery) {
  const clubId = useSelectedClubId();
  const membership = useClient(createMembershipApi);
  return useQuery({
    queryKey: customerListKey(clubId, query),
    queryFn: () => membership.customers(clubId, query),
    enabled: clubId !== "",
    placeholderData: keepPreviousData,
  });
}
