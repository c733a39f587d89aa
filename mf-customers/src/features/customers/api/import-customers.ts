import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createCustomersApi } from "platform/clients/customers";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { tiersKey } from "../../common/api/get-tiers";
import { customersKey } from "./get-customers";

/**
 * Imports a CSV of customers into the selected club: first as a dry run (a report, nothing stored), then for real,
 * after which customers and tiers (their customer counts) are read afresh.
 */
export function useImportCustomers() {
  const clubId = useSelectedClubId();
  const customers = useClient(createCustomersApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["import-customers"],
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      customers.importCustomers(clubId, file, dryRun),
    onSuccess: (_report, { dryRun }) =>
      dryRun
        ? undefined
        : Promise.all([
            queries.invalidateQueries({ queryKey: customersKey(clubId) }),
            queries.invalidateQueries({ queryKey: tiersKey(clubId) }),
          ]),
  });
}
