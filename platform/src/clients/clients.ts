import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  ClientDetail,
  ClientList,
  ClientListQuery,
  ClientMemoUpdate,
  ClientStatusUpdate,
} from "contracts/domains/clients/schemas";
import { apiGet, apiPatch } from "../http/request";

/** Typed calls for the administrators' review of business accounts (docs/api.md "Clients"). */
export function createClientsApi(api: AxiosInstance) {
  const one = (clientId: string) => `/api/v1.0/clients/${encodeURIComponent(clientId)}`;
  return {
    /** Every parameter has a default (first page of 9, any status). */
    list: (query: Partial<ClientListQuery> = {}) => apiGet<ClientList>(api, "/api/v1.0/clients", query),
    get: (clientId: string) => apiGet<ClientDetail>(api, one(clientId)),
    updateStatus: (clientId: string, update: ClientStatusUpdate) =>
      apiPatch<ClientDetail>(api, `${one(clientId)}/status`, update),
    updateMemo: (clientId: string, update: ClientMemoUpdate) =>
      apiPatch<ClientDetail>(api, `${one(clientId)}/memo`, update),
    /** The uploaded file itself (PDF, PNG or JPEG), not a `{ result }` envelope. */
    certificate: async (clientId: string) =>
      (await api.get<Blob>(`${one(clientId)}/certificate`, { responseType: "blob" })).data,
  };
}

export type ClientsApi = ReturnType<typeof createClientsApi>;
