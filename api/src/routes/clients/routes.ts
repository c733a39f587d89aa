import { createRoute, z } from "@hono/zod-openapi";
import { certificateLimits } from "contracts/domains/accounts/schemas";
import {
  clientDetailSchema,
  clientIdParamSchema,
  clientListQuerySchema,
  clientListSchema,
  clientMemoUpdateSchema,
  clientStatusUpdateSchema,
} from "contracts/domains/clients/schemas";
import * as endpoints from "contracts/endpoints/clients";
import { bearerSecurity, errors, jsonBody, ok } from "../../lib/openapi";

const common = { tags: ["Client review"], security: bearerSecurity };

export const listClients = createRoute({
  ...common,
  ...endpoints.listClients,
  summary: "Business accounts under review, newest first (administrators only)",
  request: { query: clientListQuerySchema },
  responses: { 200: ok(clientListSchema, "One page of clients"), ...errors(403) },
});

export const getClient = createRoute({
  ...common,
  ...endpoints.getClient,
  summary: "One client with status log and memo (administrators only)",
  request: { params: clientIdParamSchema },
  responses: {
    200: ok(clientDetailSchema, "Client"),
    ...errors(403, [404, "No business account with this id"]),
  },
});

export const updateStatus = createRoute({
  ...common,
  ...endpoints.updateClientStatus,
  summary: "Change the client status; the change is appended to the status log",
  request: { params: clientIdParamSchema, ...jsonBody(clientStatusUpdateSchema) },
  responses: {
    200: ok(clientDetailSchema, "Updated client"),
    ...errors(403, [404, "No business account with this id"]),
  },
});

export const updateMemo = createRoute({
  ...common,
  ...endpoints.updateClientMemo,
  summary: "Replace the administrators' memo about the client",
  request: { params: clientIdParamSchema, ...jsonBody(clientMemoUpdateSchema) },
  responses: {
    200: ok(clientDetailSchema, "Updated client"),
    ...errors(403, [404, "No business account with this id"]),
  },
});

export const getCertificate = createRoute({
  ...common,
  ...endpoints.getClientCertificate,
  summary: "Download the corporate certificate uploaded at sign-up",
  request: { params: clientIdParamSchema },
  responses: {
    200: {
      content: Object.fromEntries(
        certificateLimits.types.map((type) => [
          type,
          { schema: z.string().openapi({ type: "string", format: "binary" }) },
        ]),
      ),
      description: "The file, with its original content type",
    },
    ...errors(403, [404, "No business account with this id, or it has no certificate"]),
  },
});
