import { createRoute, z } from "@hono/zod-openapi";
import { clubParamsSchema, deletedSchema } from "contracts/domains/common/fields";
import type { Action } from "contracts/domains/common/permissions";
import {
  customerFilterSchema,
  customerImportQuerySchema,
  customerImportReportSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerSchema,
} from "contracts/domains/customers/schemas";
import * as endpoints from "contracts/endpoints/customers";
import { bodyLimits } from "../../lib/body-limits";
import { clubAccessErrors, clubScoped, errors, jsonBody, ok, workersBusy } from "../../lib/openapi";

const customerAccess = (action: Action) => ({
  tags: ["Membership"],
  ...clubScoped({ feature: "MEMBERSHIP_MANAGEMENT", action }),
});
const duplicated: [409, string] = [
  409,
  "The club has a customer with this email, any case (customer_email_duplicated)",
];

export const listCustomers = createRoute({
  ...customerAccess("read"),
  ...endpoints.listCustomers,
  summary: "The club's customers, newest first, by search, tier and channel (MEMBERSHIP_MANAGEMENT read)",
  request: { params: clubParamsSchema, query: customerListQuerySchema },
  responses: { 200: ok(customerListSchema, "A page of customers"), ...clubAccessErrors() },
});

export const exportCustomers = createRoute({
  ...customerAccess("read"),
  ...endpoints.exportCustomers,
  summary: "The customers of the current filter as CSV (MEMBERSHIP_MANAGEMENT read)",
  description:
    "UTF-8 with a byte order mark, so spreadsheet programs read Korean and Vietnamese names. A cell that a " +
    "spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is written with a " +
    "leading apostrophe, which an import removes again. Streamed as it is read, newest customer first; at most " +
    "100,000 customers, a larger selection is refused before anything is sent.",
  request: { params: clubParamsSchema, query: customerFilterSchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "The CSV file, as an attachment" },
    ...clubAccessErrors(),
    ...errors([
      422,
      "More than 100,000 customers match (export_too_large): narrow by tier, channel or search",
    ]),
  },
});

const importForm = z
  .strictObject({
    file: z
      .custom<File>((value) => typeof File !== "undefined" && value instanceof File, { error: "required" })
      .openapi({ type: "string", format: "binary", description: "A CSV file with the export's columns" }),
  })
  .openapi("CustomerImportForm");

export const importCustomers = createRoute({
  ...customerAccess("create"),
  ...endpoints.importCustomers,
  summary: "Import customers from CSV; a dry run (the default) only reports (MEMBERSHIP_MANAGEMENT create)",
  description:
    "Answers a report per row (row number as a spreadsheet shows it, field, message). With dryRun=false the " +
    "valid rows whose email is new to the club are added; rows with an email the club has are left alone, so " +
    "importing the same file twice adds nothing. At most 5,000 rows; a file with wrong columns or too many rows " +
    "adds nothing.",
  request: {
    params: clubParamsSchema,
    query: customerImportQuerySchema,
    body: { content: { "multipart/form-data": { schema: importForm } }, required: true },
  },
  middleware: [bodyLimits.customerCsv],
  responses: {
    200: ok(customerImportReportSchema, "The report"),
    ...clubAccessErrors(),
    ...errors(workersBusy),
  },
});

export const createCustomer = createRoute({
  ...customerAccess("create"),
  ...endpoints.createCustomer,
  summary: "Add a customer (MEMBERSHIP_MANAGEMENT create)",
  request: { params: clubParamsSchema, ...jsonBody(customerInputSchema) },
  responses: { 201: ok(customerSchema, "Customer added"), ...clubAccessErrors(), ...errors(duplicated) },
});

export const getCustomer = createRoute({
  ...customerAccess("read"),
  ...endpoints.getCustomer,
  summary: "One customer (MEMBERSHIP_MANAGEMENT read)",
  request: { params: customerParamsSchema },
  responses: { 200: ok(customerSchema, "Customer"), ...clubAccessErrors() },
});

export const updateCustomer = createRoute({
  ...customerAccess("update"),
  ...endpoints.updateCustomer,
  summary: "Replace a customer's details (MEMBERSHIP_MANAGEMENT update)",
  request: { params: customerParamsSchema, ...jsonBody(customerInputSchema) },
  responses: { 200: ok(customerSchema, "Updated customer"), ...clubAccessErrors(), ...errors(duplicated) },
});

export const deleteCustomer = createRoute({
  ...customerAccess("delete"),
  ...endpoints.deleteCustomer,
  summary: "Remove a customer (MEMBERSHIP_MANAGEMENT delete)",
  request: { params: customerParamsSchema },
  responses: { 200: ok(deletedSchema, "Customer removed"), ...clubAccessErrors() },
});
