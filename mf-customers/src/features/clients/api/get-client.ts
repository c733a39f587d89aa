import { useQuery } from "@tanstack/react-query";
import { createClientsApi } from "platform/clients/clients";
import { useClient } from "platform/data/use-client";
import { clientsKey } from "./get-clients";

export const clientDetailKey = (clientId: string) => [...clientsKey(), "one", clientId] as const;

/** One business account with its status log and memo, for its profile (not asked for without an id). */
export function useClientDetail(clientId: string | null) {
  const clients = useClient(createClientsApi);
  return useQuery({
    queryKey: clientDetailKey(clientId ?? ""),
    queryFn: () => clients.get(clientId ?? ""),
    enabled: clientId !== null,
  });
}
