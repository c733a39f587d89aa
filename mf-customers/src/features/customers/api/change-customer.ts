import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Customer, CustomerInputParsed } from "contracts/domains/customers/schemas";
import { createCustomersApi } from "platform/clients/customers";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { tiersKey } from "../../common/api/get-tiers";
import { customersKey } from "./get-customers";

export type CustomerChange =
  | { kind: "save"; customerId?: string; input: CustomerInputParsed }
  | { kind: "delete"; customer: Customer };

/**
 * Creates, updates or deletes a customer of the selected club. Customers are read afresh afterwards; the tiers'
 * cached pages are dropped, not just marked stale, because their customer counts decide whether disabling a tier
 * warns first: the tier list must not offer a decision on an old count while it refreshes.
 */
export function useChangeCustomer() {
  const clubId = useSelectedClubId();
  const customers = useClient(createCustomersApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["change-customer"],
    mutationFn: async (change: CustomerChange) => {
      if (change.kind === "delete") return customers.deleteCustomer(clubId, change.customer.customerId);
      return change.customerId
        ? customers.updateCustomer(clubId, change.customerId, change.input)
        : customers.createCustomer(clubId, change.input);
    },
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: customersKey(clubId) }),
        queries.resetQueries({ queryKey: tiersKey(clubId) }),
      ]),
  });
}
