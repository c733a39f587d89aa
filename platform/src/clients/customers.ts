import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  Customer,
  CustomerFilter,
  CustomerImportReport,
  CustomerInputParsed,
  CustomerList,
} from "contracts/domains/customers/schemas";
import * as customers from "contracts/endpoints/customers";
import { apiCall, apiFile, to } from "../http/request";

/** Typed calls for a club's customers (docs/api.md "Membership tiers and customers"). */
export function createCustomersApi(api: AxiosInstance) {
  return {
    customers: (clubId: string, query: CustomerFilter & { page?: number; pageSize?: number } = {}) =>
      apiCall<CustomerList>(api, to(customers.listCustomers, { clubId }), query),
    customer: (clubId: string, customerId: string) =>
      apiCall<Customer>(api, to(customers.getCustomer, { clubId, customerId })),
    createCustomer: (clubId: string, input: CustomerInputParsed) =>
      apiCall<Customer>(api, to(customers.createCustomer, { clubId }), input),
    updateCustomer: (clubId: string, customerId: string, input: CustomerInputParsed) =>
      apiCall<Customer>(api, to(customers.updateCustomer, { clubId, customerId }), input),
    deleteCustomer: (clubId: string, customerId: string) =>
      apiCall<{ deleted: true }>(api, to(customers.deleteCustomer, { clubId, customerId })),
    /** The CSV of the current filter, as a file to save. */
    exportCustomers: (clubId: string, filter: CustomerFilter) =>
      apiFile(api, to(customers.exportCustomers, { clubId }), filter),
    importCustomers: (clubId: string, file: File, dryRun: boolean) => {
      const form = new FormData();
      form.append("file", file);
      return apiCall<CustomerImportReport>(api, to(customers.importCustomers, { clubId }), form, {
        params: { dryRun: String(dryRun) },
      });
    },
  };
}

export type CustomersApi = ReturnType<typeof createCustomersApi>;
