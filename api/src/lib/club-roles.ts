import { actions, type FeatureKey, features, roleAccessKinds } from "contracts/domains/common/permissions";
import { grantsOnlyHeld } from "contracts/domains/staff-roles/grants";
import type { RolePermissions } from "contracts/domains/staff-roles/schemas";
import type { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import type { ClubRole, FeaturePermissions } from "../env";
import type { AccountDoc } from "../repositories/accounts-repository";
import type { ClubDoc } from "../repositories/clubs-repository";
import type { RoleDoc } from "../repositories/roles-repository";
import type { StaffDoc } from "../repositories/staff-repository";

const grantAll = (keys: readonly FeatureKey[]): FeaturePermissions =>
  Object.fromEntries(keys.map((key) => [key, Object.fromEntries(actions.map((action) => [action, true]))]));

/**
 * The one place that decides how an account stands in a club; the club-access middleware, the sign-in
 * permissions and `GET /users/role` all read it. Administrators hold every feature (the administrator bit
 * included) in any club; a business owner holds every role kind in each club they own; an employee holds what the
 * role of their active staff membership grants while the club's owner is active, read afresh on every call, so a
 * changed role, a suspension (theirs or the owner's) or a removal counts from the next request on. `undefined` means no relation at all (a suspended member included),
 * which a caller must answer exactly like a club that does not exist.
 */
export async function clubRoleOf(
  ctx: AppContext,
  account: AccountDoc,
  club: ClubDoc | null,
): Promise<ClubRole | undefined> {
  if (account.isAdmin) return adminRole();
  if (!club) return undefined;
  if (ownsClub(account, club)) return ownerRole();
  const membership = await ctx.repos.staff.findMembership(club._id, account._id);
  if (membership?.status !== "active") return undefined;
  const [role, open] = await Promise.all([
    ctx.repos.roles.findInClub(club._id, membership.roleId),
    ownerIsActive(ctx, club),
  ]);
  return staffRole(club, membership, role, open);
}

/**
 * `clubRoleOf` of the club with id `clubId`, with the club itself, for the club-access guard: one round trip for
 * an administrator, an owner in their club or an employee (`clubs.findWithStanding`: the club with the membership,
 * its role and the owner's status, instead of four reads in three waves). The same rules decide.
 */
export async function clubWithRoleOf(
  ctx: AppContext,
  account: AccountDoc,
  clubId: ObjectId,
): Promise<{ club: ClubDoc | null; role: ClubRole | undefined }> {
  if (account.isAdmin) return { club: await ctx.repos.clubs.findById(clubId), role: adminRole() };
  if (account.kind === "business") {
    // Most likely the owner, whose standing needs the club alone (one find by `_id`, no lookups); in another
    // owner's club the same rules read on.
    const club = await ctx.repos.clubs.findById(clubId);
    return { club, role: await clubRoleOf(ctx, account, club) };
  }
  const found = await ctx.repos.clubs.findWithStanding(clubId, account._id);
  if (!found) return { club: null, role: undefined };
  const { club, membership, role, ownerStatus } = found;
  if (ownsClub(account, club)) return { club, role: ownerRole() };
  if (membership?.status !== "active") return { club, role: undefined };
  return { club, role: staffRole(club, membership, role, isActiveOwner(ownerStatus)) };
}

const adminRole = (): ClubRole => ({
  name: "admin",
  standing: "admin",
  permissions: grantAll(features.map((f) => f.key)),
});

const ownerRole = (): ClubRole => ({
  name: "owner",
  standing: "owner",
  permissions: grantAll(roleAccessKinds),
});

const ownsClub = (account: AccountDoc, club: ClubDoc) =>
  account.kind === "business" && club.ownerId.equals(account._id);

/** An active membership's standing: its role's permissions, while that role is the club's and the club is open. */
function staffRole(
  club: ClubDoc,
  membership: StaffDoc,
  role: RoleDoc | null,
  open: boolean,
): ClubRole | undefined {
  if (!role?._id.equals(membership.roleId) || !role.clubId.equals(club._id) || !open) return undefined;
  return { name: role.name, standing: "staff", permissions: grantedBy(role.permissions) };
}

/** An owner's account status (null: no such account) that keeps the club open. */
const isActiveOwner = (status: AccountDoc["status"] | null) =>
  status !== null && status !== "suspended" && status !== "deleted";

/**
 * A club is open for work while its owner's business account is: a suspended or deleted owner (client review)
 * closes the club to its employees and to online booking until the account is active again.
 */
export async function ownerIsActive(ctx: AppContext, club: ClubDoc): Promise<boolean> {
  return isActiveOwner((await ctx.repos.accounts.findById(club.ownerId))?.status ?? null);
}

/**
 * Whether `holder` holds every action that `permissions` grants. Owners and administrators hold everything; a staff
 * member only what their own role grants, so nobody can hand out (or take away from someone else) more than they
 * have themselves.
 */
export function holdsAll(holder: ClubRole, permissions: RolePermissions): boolean {
  if (holder.standing !== "staff") return true;
  return grantsOnlyHeld(permissions, (kind, action) => holder.permissions[kind]?.[action] === true);
}

/** A stored role's actions as permissions: only what it grants, so a kind with nothing granted is left out. */
function grantedBy(stored: RolePermissions): FeaturePermissions {
  const granted: FeaturePermissions = {};
  for (const kind of roleAccessKinds) {
    const kindActions = stored[kind as keyof RolePermissions];
    if (kindActions && actions.some((action) => kindActions[action])) granted[kind] = { ...kindActions };
  }
  return granted;
}

export async function permissionsFor(
  ctx: AppContext,
  account: AccountDoc,
  club: ClubDoc,
): Promise<FeaturePermissions> {
  return (await clubRoleOf(ctx, account, club))?.permissions ?? {};
}

/** The clubs an account stands in without being an administrator: the ones it owns, then its active memberships. */
export async function clubsOf(ctx: AppContext, account: AccountDoc): Promise<ClubDoc[]> {
  const owned = account.kind === "business" ? await ctx.repos.clubs.findByOwnerId(account._id) : [];
  const memberships = await ctx.repos.staff.activeMemberships(account._id);
  const ownedIds = new Set(owned.map((club) => club._id.toHexString()));
  const joined = await Promise.all(
    memberships
      .filter((m) => !ownedIds.has(m.clubId.toHexString()))
      .map((m) => ctx.repos.clubs.findById(m.clubId)),
  );
  return [...owned, ...joined.filter((club): club is ClubDoc => club !== null)];
}

/**
 * The clubs an account may open with its role in each, as `GET /clubs` lists them: for an administrator the first
 * `adminLimit` clubs (with `more` when others match), otherwise the clubs of `clubsOf` in which `clubRoleOf`
 * finds a role; `q` keeps those whose name holds it, any case.
 */
export async function clubsWithRoleOf(
  ctx: AppContext,
  account: AccountDoc,
  { q, adminLimit }: { q?: string | undefined; adminLimit: number },
): Promise<{ entries: { club: ClubDoc; role: ClubRole }[]; more: boolean }> {
  let clubs: ClubDoc[];
  let more = false;
  if (account.isAdmin) {
    clubs = await ctx.repos.clubs.firstClubs(adminLimit + 1, q);
    more = clubs.length > adminLimit;
    clubs = clubs.slice(0, adminLimit);
  } else {
    const needle = q?.toLowerCase();
    clubs = (await clubsOf(ctx, account)).filter((c) => !needle || c.name.toLowerCase().includes(needle));
  }
  const entries = await Promise.all(
    clubs.map(async (club) => ({ club, role: await clubRoleOf(ctx, account, club) })),
  );
  return { entries: entries.flatMap(({ club, role }) => (role ? [{ club, role }] : [])), more };
}
