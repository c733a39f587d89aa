import {
  type Action,
  actions,
  type FeatureKey,
  features,
  roleAccessKinds,
} from "shared/domains/common/permissions";
import type { AppContext } from "../context";
import type { AccountDoc } from "../repositories/accounts-repository";
import type { ClubDoc } from "../repositories/clubs-repository";

/** What a caller may do in one club, per feature and action; a feature left out grants nothing. */
export type FeaturePermissions = Partial<Record<FeatureKey, Record<Action, boolean>>>;

/** A caller's standing in one club: the role name the menu shows, and what it grants. */
export interface ClubRole {
  name: string;
  permissions: FeaturePermissions;
}

const grantAll = (keys: readonly FeatureKey[]): FeaturePermissions =>
  Object.fromEntries(keys.map((key) => [key, Object.fromEntries(actions.map((action) => [action, true]))]));

/**
 * The one place that decides how an account stands in a club; the club-access middleware, the sign-in
 * permissions and `GET /users/role` all read it. Administrators hold every feature (the administrator bit
 * included) in any club; a business owner holds every role kind in each club they own. Employees will stand in a
 * club through a staff membership and its role, looked up here once club roles exist; until then they stand in
 * none. `undefined` means no relation at all, which a caller must answer exactly like a club that does not exist.
 */
export async function clubRoleOf(
  _ctx: AppContext,
  account: AccountDoc,
  club: ClubDoc | null,
): Promise<ClubRole | undefined> {
  if (account.isAdmin) return { name: "admin", permissions: grantAll(features.map((f) => f.key)) };
  if (!club) return undefined;
  if (account.kind === "business" && club.ownerId.equals(account._id)) {
    return { name: "owner", permissions: grantAll(roleAccessKinds) };
  }
  return undefined;
}

export async function permissionsFor(
  ctx: AppContext,
  account: AccountDoc,
  club: ClubDoc,
): Promise<FeaturePermissions> {
  return (await clubRoleOf(ctx, account, club))?.permissions ?? {};
}

/** The clubs an account stands in without being an administrator: owned ones now, staff memberships later. */
export async function clubsOf(ctx: AppContext, account: AccountDoc): Promise<ClubDoc[]> {
  if (account.kind !== "business") return [];
  return ctx.repos.clubs.findByOwnerId(account._id);
}

/**
 * The clubs an account may open with its role in each, as `GET /clubs` lists them: every club for an
 * administrator, otherwise the clubs of `clubsOf` in which `clubRoleOf` finds a role.
 */
export async function clubsWithRoleOf(
  ctx: AppContext,
  account: AccountDoc,
): Promise<{ club: ClubDoc; role: ClubRole }[]> {
  const clubs = account.isAdmin ? await ctx.repos.clubs.findAll() : await clubsOf(ctx, account);
  const entries = await Promise.all(
    clubs.map(async (club) => ({ club, role: await clubRoleOf(ctx, account, club) })),
  );
  return entries.flatMap(({ club, role }) => (role ? [{ club, role }] : []));
}
