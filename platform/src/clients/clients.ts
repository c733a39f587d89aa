import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  ClientDetail,
  ClientList,
  ClientListQuery,
  ClientMemoUpdate,
  ClientStatusUpdate,
} from "contracts/domains/clients/schemas";
import * as clients from "contracts/endpoints/clients";
import { apiCall, apiFile, to } from "../http/request";

/** Typed calls for the administrators' review of business accounts (docs/api.md "Clients"). */
export function createClientsApi(api: AxiosInstance) {
  return {
    /** Every parameter has a default (first page of 9, any status). */
    list: (query: Partial<ClientListQuery> = {}) => apiCall<ClientList>(api, to(clients.listClients), query),
    get: (clientId: string) => apiCall<ClientDetail>(api, to(clients.getClient, { clientId })),
    updateStatus: (clientId: string, update: ClientStatusUpdate) =>
      apiCall<ClientDetail>(api, to(clients.updateClientStatus, { clientId }), update),
    updateMemo: (clientId: string, update: ClientMemoUpdate) =>
      apiCall<ClientDetail>(api, to(clients.updateClientMemo, { clientId }), update),
    /** The uploaded file itself (PDF, PNG or JPEG), not a `{ result }` envelope. */
    certificate: (clientId: string) => apiFile(api, to(clients.getClientCertificate, { clientId })),
  };
}

export type ClientsApi = ReturnType<typeof createClientsApi>;
