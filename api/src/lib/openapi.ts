import { errorBodySchema, resultOf } from "shared/schemas/common";
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
  400: "Malformed request or invalid link token",
  401: "No, unknown, expired or revoked session, or wrong credentials",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Body too large",
  422: "Validation failed (per-field issues)",
  429: "Too many attempts",
} as const;
type ErrorStatus = keyof typeof errorDescriptions;

export const errors = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        content: { "application/json": { schema: errorBodySchema } },
        description: errorDescriptions[status],
      },
    ]),
  ) as Record<
    ErrorStatus,
    { content: { "application/json": { schema: typeof errorBodySchema } }; description: string }
  >;

export const bearerSecurity = [{ bearerAuth: [] }];
