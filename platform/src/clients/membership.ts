import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  Customer,
  CustomerFilter,
  CustomerImportReport,
  CustomerInputParsed,
  CustomerList,
  Tier,
  TierInputParsed,
  TierList,
  TierStatus,
} from "contracts/domains/membership/schemas";
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from "../http/request";

/** Typed calls for a club's membership tiers and customers (docs/api.md "Membership tiers and customers"). */
export function createMembershipApi(api: AxiosInstance) {
  const club = (clubId: string) => `/api/v1.0/clubs/${encodeURIComponent(clubId)}`;
  const tier = (clubId: string, tierId: string) =>
    `${club(clubId)}/membership-tiers/${encodeURIComponent(tierId)}`;
  const customer = (clubId: string, customerId: string) =>
    `${club(clubId)}/customers/${encodeURIComponent(customerId)}`;
  return {
    tiers: (clubId: string, query: { page?: number; pageSize?: number; status?: TierStatus } = {}) =>
      apiGet<TierList>(api, `${club(clubId)}/membership-tiers`, query),
    tier: (clubId: string, tierId: string) => apiGet<Tier>(api, tier(clubId, tierId)),
    createTier: (clubId: string, input: TierInputParsed) =>
      apiPost<Tier>(api, `${club(clubId)}/membership-tiers`, input),
    updateTier: (clubId: string, tierId: string, input: TierInputParsed) =>
      apiPut<Tier>(api, tier(clubId, tierId), input),
    setTierStatus: (clubId: string, tierId: string, status: TierStatus) =>
      apiPatch<Tier>(api, `${tier(clubId, tierId)}/status`, { status }),
    deleteTier: (clubId: string, tierId: string) => apiDelete<{ deleted: true }>(api, tier(clubId, tierId)),
    customers: (clubId: string, query: CustomerFilter & { page?: number; pageSize?: number } = {}) =>
      apiGet<CustomerList>(api, `${club(clubId)}/customers`, query),
    customer: (clubId: string, customerId: string) => apiGet<Customer>(api, customer(clubId, customerId)),
    createCustomer: (clubId: string, input: CustomerInputParsed) =>
      apiPost<Customer>(api, `${club(clubId)}/customers`, input),
    updateCustomer: (clubId: string, customerId: string, input: CustomerInputParsed) =>
      apiPut<Customer>(api, customer(clubId, customerId), input),
    deleteCustomer: (clubId: string, customerId: string) =>
      apiDelete<{ deleted: true }>(api, customer(clubId, customerId)),
    /** The CSV of the current filter, as a file to save. */
    exportCustomers: async (clubId: string, filter: CustomerFilter) => {
      const res = await api.get<Blob>(`${club(clubId)}/customers/export.csv`, {
        params: filter,
        responseType: "blob",
      });
      return res.data;
    },
    importCustomers: (clubId: string, file: File, dryRun: boolean) => {
      const form = new FormData();
      form.append("file", file);
      return apiPost<CustomerImportReport>(api, `${club(clubId)}/customers/import`, form, {
        params: { dryRun: String(dryRun) },
      });
    },
  };
}
export type MembershipApi = ReturnType<typeof createMembershipApi>;
