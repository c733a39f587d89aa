import { errorBodySchema, resultOf } from "shared/domains/common/fields";
import type { z } from "zod";

/** Small builders so each route definition reads as "what goes in, what comes out". */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema: resultOf(schema) } },
  description,
});

const errorDescriptions = {
  400: "Malformed request body",
  401: "No, unknown, expired or revoked session, or wrong credentials",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Body too large",
  415: "Body of another media type than the route reads",
  422: "Validation failed (per-field issues)",
  429: "Too many attempts",
  500: "Unexpected failure, logged with the request id (X-Request-Id); no details",
  503: "A needed service (mail) is unavailable",
} as const;
type ErrorStatus = keyof typeof errorDescriptions;

const errorResponse = (description: string) => ({
  content: { "application/json": { schema: errorBodySchema } },
  description,
});

/** Error answers of a route: a status alone gets the generic description, `[status, text]` says what it means here. */
export const errors = (...entries: (ErrorStatus | [ErrorStatus, string])[]) =>
  Object.fromEntries(
    entries.map((entry) => {
      const [status, description] = Array.isArray(entry) ? entry : [entry, errorDescriptions[entry]];
      return [status, errorResponse(description)];
    }),
  ) as Record<ErrorStatus, ReturnType<typeof errorResponse>>;

export const bearerSecurity = [{ bearerAuth: [] }];

interface Operation {
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

/**
 * Adds the answers a route gives through the shared middleware rather than its own definition, so the document
 * tells the whole truth: a body can be unreadable (400), too large (413), of another media type (415) or invalid
 * (422); a parameter can be invalid (422); a bearer route refuses a missing, expired or revoked session (401); and
 * anything can fail unexpectedly (500). A route's own description of a status wins.
 */
export function withCommonResponses<T extends { paths?: object }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      const statuses: ErrorStatus[] = [500];
      if (operation.requestBody) statuses.push(400, 413, 415, 422);
      if (operation.parameters?.length) statuses.push(422);
      if (operation.security?.length) statuses.push(401);
      const common = Object.fromEntries(
        statuses.map((status) => [
          String(status),
          {
            description: errorDescriptions[status],
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      );
      const merged: Record<string, unknown> = { ...common, ...operation.responses };
      operation.responses = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  return document;
}
