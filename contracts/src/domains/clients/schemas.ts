import { z } from "zod";
import { missingOrInvalid, objectIdField, optionalTextField, queryIntField } from "../common/fields";

export const clientStatuses = ["pending", "active", "suspended", "deleted"] as const;
export type ClientStatus = (typeof clientStatuses)[number];

/** Spec §9: tables show 9 rows per page. */
export const defaultClientPageSize = 9;

export const clientListQuerySchema = z.object({
  status: z.enum(clientStatuses, { error: missingOrInvalid }).optional(),
  page: queryIntField(1, 100_000, 1),
  pageSize: queryIntField(1, 100, defaultClientPageSize),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientSummarySchema = z
  .object({
    clientId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    companyName: z.string(),
    companyPhoneCode: z.string(),
    companyPhoneNumber: z.string(),
    companyAddress: z.string(),
    companyAddress2: z.string(),
    city: z.string(),
    state: z.string(),
    status: z.enum(clientStatuses),
    emailVerified: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "ClientSummary" });
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const statusLogEntrySchema = z.object({
  status: z.enum(clientStatuses),
  date: z.iso.datetime(),
  description: z.string(),
});

export const clientDetailSchema = clientSummarySchema
  .extend({
    statusLog: z.array(statusLogEntrySchema),
    memo: z.string(),
    hasCertificate: z.boolean(),
  })
  .meta({ id: "ClientDetail" });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientListSchema = z.object({
  list: z.array(clientSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export type ClientList = z.infer<typeof clientListSchema>;

export const clientIdParamSchema = z.object({
  clientId: objectIdField,
});

export const clientStatusUpdateSchema = z.strictObject({
  status: z.enum(clientStatuses, { error: missingOrInvalid }),
  description: optionalTextField(500).optional(),
});

export type ClientStatusUpdate = z.input<typeof clientStatusUpdateSchema>;

export const clientMemoUpdateSchema = z.strictObject({ memo: optionalTextField(2000) });
export type ClientMemoUpdate = z.input<typeof clientMemoUpdateSchema>;
