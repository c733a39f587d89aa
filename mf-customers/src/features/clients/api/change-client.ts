import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientDetail, ClientStatus } from "contracts/domains/clients/schemas";
import { createClientsApi } from "platform/clients/clients";
import { useClient } from "platform/data/use-client";
import { clientDetailKey } from "./get-client";
import { clientListsKey } from "./get-clients";

export type ClientChange =
  | { kind: "status"; status: ClientStatus; description: string }
  | { kind: "memo"; memo: string };

/**
 * Changes a business account's status (with a description for its log) or its memo. The answer is the account as
 * it now is: the profile shows it at once, and the client lists are read afresh.
 */
export function useChangeClient(clientId: string) {
  const clients = useClient(createClientsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["change-client"],
    mutationFn: (change: ClientChange) =>
      change.kind === "status"
        ? clients.updateStatus(clientId, { status: change.status, description: change.description })
        : clients.updateMemo(clientId, { memo: change.memo }),
    onSuccess: (detail: ClientDetail) => {
      queries.setQueryData(clientDetailKey(clientId), detail);
      return queries.invalidateQueries({ queryKey: clientListsKey() });
    },
  });
}

/** The account's uploaded certificate, as a file (asked for on demand, never cached). */
export function useClientCertificate(clientId: string) {
  const clients = useClient(createClientsApi);
  return useMutation({
    mutationKey: ["client-certificate"],
    mutationFn: () => clients.certificate(clientId),
  });
}
