import { useMutation } from "@tanstack/react-query";
import type { CustomerFilter } from "contracts/domains/customers/schemas";
import { createCustomersApi } from "platform/clients/customers";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

/** The CSV of the selected club's customers under a filter, as a file (asked for on demand, never cached). */
export function useExportCustomers() {
  const clubId = useSelectedClubId();
  const customers = useClient(createCustomersApi);
  return useMutation({
    mutationKey: ["export-customers"],
    mutationFn: (filter: CustomerFilter) => customers.exportCustomers(clubId, filter),
  });
}
