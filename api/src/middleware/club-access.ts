import { objectIdField } from "contracts/domains/common/fields";
import type { Action, FeatureKey } from "contracts/domains/common/permissions";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import type { AppEnv } from "../env";
import { gateOf } from "../lib/account-views";
import { ApiError, forbidden, notFound, unauthorized } from "../lib/api-error";
import { clubWithRoleOf } from "../lib/club-roles";
import type { ClubAccessRule } from "../lib/openapi";
import { requireSession } from "./auth";

/** The `clubId` path parameter, else the one `clubId` query parameter; anything else names no club. */
function clubIdOf(c: Context<AppEnv>): ObjectId | undefined {
  const fromPath = c.req.param("clubId");
  const fromQuery = c.req.queries("clubId");
  const raw = fromPath ?? (fromQuery?.length === 1 ? fromQuery[0] : undefined);
  return objectIdField.safeParse(raw).success ? new ObjectId(raw) : undefined;
}

/**
 * Guards a club-scoped route; mount it after `requireSession`. The order of the checks is the contract:
 * - an account behind a gate (email not verified, business account under review) → 403 `account_gate`, whatever
 *   the club;
 * - a malformed id, a club that does not exist and a club the caller does not stand in → the same 404
 *   `not_found`, so nobody learns which clubs exist;
 * - a club the caller stands in without `action` on `feature` → 403 `forbidden`.
 * Administrators stand in every club with every permission. The handler finds the club and the caller's role in
 * `c.var.clubAccess`.
 */
export const requireClubAccess = (
  ctx: AppContext,
  feature: FeatureKey,
  action: Action,
  options: { ownersOnly?: boolean; anyRole?: boolean } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get("auth");
    if (!auth) throw unauthorized();
    if (gateOf(auth.account) !== "none") throw new ApiError(403, "account_gate");
    const clubId = clubIdOf(c);
    const { club, role } = clubId
      ? await clubWithRoleOf(ctx, auth.account, clubId)
      : { club: null, role: undefined };
    if (!club || !role) throw notFound();
    if (!options.anyRole && !role.permissions[feature]?.[action]) throw forbidden();
    if (options.ownersOnly && role.standing === "staff") throw forbidden();
    c.set("clubAccess", { club, role });
    await next();
  });

/**
 * A club-scoped route definition with its guard: the session check, then the club access its `x-club-access`
 * declares, both before the request is validated (so a dead session or a stranger learns nothing from a 422).
 */
export function withClubAccess<
  R extends { "x-club-access": ClubAccessRule; middleware?: MiddlewareHandler[] },
>(ctx: AppContext, route: R) {
  const { feature, action, ownersOnly, anyRole } = route["x-club-access"];
  return {
    ...route,
    // The route's own middleware (its body limit) first, as the app applies that limit before any check.
    middleware: [
      ...(route.middleware ?? []),
      requireSession(ctx),
      requireClubAccess(ctx, feature, action, { ownersOnly, anyRole }),
    ],
  };
}

/** `withClubAccess` bound to the app's context: what a resource's router mounts each club-scoped route with. */
export const guardedBy =
  (ctx: AppContext) =>
  <R extends { "x-club-access": ClubAccessRule; middleware?: MiddlewareHandler[] }>(route: R) =>
    withClubAccess(ctx, route);

/** The club a guarded route reached (set by `requireClubAccess`). */
export const clubOf = (c: Context<AppEnv>) => c.var.clubAccess.club;
