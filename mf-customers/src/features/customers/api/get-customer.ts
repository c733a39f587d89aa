import { useQuery } from "@tanstack/react-query";
import { createMembershipApi } from "platform/clients/membership";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { customersKey } from "./get-customers";

export const customerKey = (clubId: string, customerId: string) =>
  [...customersKey(clubId), "one", customerId] as const;

/** One customer of the selected club, for its edit screen (not asked for without an id). */
export function useCustomer(customerId: string | null) {
  const clubId = useSelectedClubId();
  const membership = useClient(createMembershipApi);
  return useQuery({
    queryKey: customerKey(clubId, customerId ?? ""),
    queryFn: () => membership.customer(clubId, customerId ?? ""),
    enabled: clubId !== "" && customerId !== null,
  });
}
