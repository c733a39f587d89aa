import { errorBodySchema, resultOf } from "contracts/domains/common/fields";
import type { Action, FeatureKey } from "contracts/domains/common/permissions";
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

/** Routes that hash a password answer 503 once the bounded hashing queue is full (`lib/password.ts`). */
export const hashingBusy: [503, string] = [
  503,
  "Too many passwords are being checked at once (server_busy); try again after Retry-After",
];

/** Routes whose work runs in the worker pool answer 503 once its workers and queue are full (`workers/cpu-pool.ts`). */
export const workersBusy: [503, string] = [
  503,
  "Too many PDFs or imports are being made at once (server_busy); try again after Retry-After",
];

/** Error answers of a route: a status alone gets the generic description, `[status, text]` says what it means here. */
export const errors = (...entries: (ErrorStatus | [ErrorStatus, string])[]) =>
  Object.fromEntries(
    entries.map((entry) => {
      const [status, description] = Array.isArray(entry) ? entry : [entry, errorDescriptions[entry]];
      return [status, errorResponse(description)];
    }),
  ) as Record<ErrorStatus, ReturnType<typeof errorResponse>>;

export const bearerSecurity = [{ bearerAuth: [] }];

/** The refusals of `requireClubAccess`, for every club-scoped route. */
export const clubAccessErrors = () =>
  errors(
    [403, "The account is behind a gate (account_gate), or its role lacks this permission (forbidden)"],
    [404, "No such club, a malformed club id, or a club the caller has no relation to: one answer for all"],
  );

/** Every tag an operation uses, declared once with what it groups. */
const tags = [
  { name: "Health", description: "Whether the API is up" },
  { name: "Sign-up", description: "Business and employee sign-up and email verification" },
  { name: "Session", description: "Sign-in, sign-out and what the session may do" },
  { name: "Users", description: "The signed-in user's profile, password check and role in a club" },
  { name: "Password reset", description: "Resetting a forgotten password through a mailed link" },
  {
    name: "Club",
    description: "Club-scoped calls: a session without an account gate and a relation to the club",
  },
  {
    name: "Clubs",
    description: "Golf clubs: the clubs a user may open, adding a club, its information and its picture",
  },
  {
    name: "Schedules",
    description:
      "A club's price schedules: when tee times are sold, at which green fee price, public or hidden",
  },
  {
    name: "Reservations",
    description:
      "A club's tee sheet and the bookings on it: offline bookings, status, moves and booking rates",
  },
  {
    name: "Online booking",
    description: "For a club's own website or app, without a session: open tee times and booking them",
  },
  {
    name: "Waitlist",
    description:
      "Golfers and the desk put a party on a day's waitlist; freed places are offered to the first in line",
  },
  { name: "Client review", description: "Administrators review business accounts (clients)" },
  {
    name: "Reports",
    description:
      "A club's figures over a date range (the dashboard): utilisation, bookings, revenue, customers",
  },
  { name: "Membership", description: "A club's membership tiers and customers, with CSV export and import" },
  {
    name: "Roles and staff",
    description: "A club's roles, its staff, all staff of an owner, and the audit trail",
  },
];

/** The document-level fields of the OpenAPI document; the operations come from the route definitions. */
export const documentConfig = (basePath: string) => ({
  openapi: "3.1.0",
  info: {
    title: "Golf Back-office API",
    version: "1.0",
    description:
      "The HTTP API of the golf club back-office. Answers are `{ result }`; errors are `{ message, code, issues? }` " +
      "with `message` (and each issue's message) in the request's `Accept-Language` (en, ko, vi). Clients switch on " +
      "`code`, never on the text.",
  },
  servers: [{ url: basePath }],
  tags,
});

interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: unknown;
}

interface Operation {
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, Response>;
}

/** Headers the shared middleware sets, so every route's answers carry them without saying so itself. */
const commonHeaders = {
  RequestId: {
    description: "Identifies this request in the server's log; quote it when reporting a failure",
    schema: { type: "string" },
  },
  RetryAfter: {
    description: "Seconds to wait before the next attempt counts again",
    schema: { type: "integer", minimum: 1 },
  },
};
const headerRef = (name: keyof typeof commonHeaders) => ({ $ref: `#/components/headers/${name}` });

/**
 * Adds what a route gives through the shared middleware rather than its own definition, so the document tells the
 * whole truth: a body can be unreadable (400), too large (413), of another media type (415) or invalid (422); a
 * parameter can be invalid (422); a bearer route refuses a missing, expired or revoked session (401); anything can
 * fail unexpectedly (500). A route's own description of a status wins. Every answer carries `X-Request-Id`, and a
 * 429 `Retry-After`.
 */
export function withCommonResponses<T extends { paths?: object; components?: object }>(document: T): T {
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
      const merged: Record<string, Response> = { ...common, ...operation.responses };
      const withHeaders = Object.entries(merged).map(([status, response]): [string, Response] => [
        status,
        {
          ...response,
          headers: {
            ...response.headers,
            "X-Request-Id": headerRef("RequestId"),
            ...(status === "429" || status === "503" ? { "Retry-After": headerRef("RetryAfter") } : {}),
          },
        },
      ]);
      operation.responses = Object.fromEntries(withHeaders.sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  const components = (document.components ?? {}) as { headers?: Record<string, unknown> };
  components.headers = { ...components.headers, ...commonHeaders };
  return { ...document, components };
}

/**
 * What a club-scoped operation needs, declared on its route definition and published in the OpenAPI document as
 * `x-club-access`: `requireClubAccess` enforces it (`withClubAccess` in `middleware/club-access.ts`) and the
 * authorization matrix test derives every caller's expected answer from it, so the rule is written once.
 * `ownersOnly`: beyond the permission, only the club's owner and administrators (not staff, whatever their role).
 */
export interface ClubAccessRule {
  feature: FeatureKey;
  action: Action;
  ownersOnly?: boolean;
  /**
   * Anyone who stands in the club, whatever their role grants (the club's name in the chrome): `feature` and
   * `action` then only say what the route is about.
   */
  anyRole?: boolean;
}

export const clubScoped = (rule: ClubAccessRule) => ({
  security: bearerSecurity,
  "x-club-access": rule,
});
