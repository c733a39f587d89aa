import type { Role, RoleInput } from "contracts/domains/staff-roles/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth, ClubAccess, ClubRole } from "../../env";
import { ApiError, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import { holdsAll } from "../../lib/club-roles";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type RoleDoc, roleNameKey } from "../../repositories/roles-repository";

/** Roles: per club, each granting actions per kind; nobody grants more than they hold. */
const duplicatedName = () => new ApiError(409, "role_name_duplicated");

/** Nobody hands out an action they do not hold themselves (owners and administrators hold them all). */
export function mayGrant(caller: ClubRole, role: Pick<RoleDoc, "permissions">) {
  if (!holdsAll(caller, role.permissions)) throw new ApiError(403, "grant_beyond_own");
}

function toRole(role: RoleDoc, staffCount: number): Role {
  return {
    roleId: role._id.toHexString(),
    name: role.name,
    note: role.note,
    permissions: role.permissions,
    staffCount,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
  };
}

export async function listRoles(ctx: AppContext, club: ClubDoc) {
  const roles = await ctx.repos.roles.listForClub(club._id);
  const counts = await ctx.repos.staff.countByRole(roles.map((r) => r._id));
  return { list: roles.map((role) => toRole(role, counts.get(role._id.toHexString()) ?? 0)) };
}

async function roleIn(ctx: AppContext, club: ClubDoc, roleId: string) {
  const role = await ctx.repos.roles.findInClub(club._id, new ObjectId(roleId));
  if (!role) throw notFound();
  return role;
}

export async function getRole(ctx: AppContext, club: ClubDoc, roleId: string) {
  const role = await roleIn(ctx, club, roleId);
  const counts = await ctx.repos.staff.countByRole([role._id]);
  return toRole(role, counts.get(role._id.toHexString()) ?? 0);
}

const roleWrites = (ctx: AppContext, auth: Auth, club: ClubDoc) =>
  auditedWrites({ ctx, auth, clubId: club._id, entity: "role", duplicate: duplicatedName });

export async function createRole(ctx: AppContext, auth: Auth, access: ClubAccess, input: RoleInput) {
  const { club } = access;
  mayGrant(access.role, input);
  const role = await roleWrites(ctx, auth, club).create(
    ctx.repos.roles,
    {
      _id: new ObjectId(),
      clubId: club._id,
      name: input.name,
      nameKey: roleNameKey(input.name),
      note: input.note,
      permissions: input.permissions,
    },
    (created) => `Role "${created.name}" created`,
  );
  return toRole(role, 0);
}

export async function updateRole(
  ctx: AppContext,
  auth: Auth,
  access: ClubAccess,
  roleId: string,
  input: RoleInput,
) {
  const { club } = access;
  const before = await roleIn(ctx, club, roleId);
  // Narrowing a stronger role would take powers from someone above the caller.
  if (!holdsAll(access.role, before.permissions)) throw new ApiError(403, "role_beyond_own");
  mayGrant(access.role, input);
  const updated = await roleWrites(ctx, auth, club).update(
    (updatedAt) =>
      ctx.repos.roles.update(club._id, before._id, {
        name: input.name,
        nameKey: roleNameKey(input.name),
        note: input.note,
        permissions: input.permissions,
        updatedAt,
      }),
    (after) =>
      before.name === after.name
        ? `Role "${after.name}" updated`
        : `Role "${before.name}" updated and renamed "${after.name}"`,
  );
  const counts = await ctx.repos.staff.countByRole([updated._id]);
  return toRole(updated, counts.get(updated._id.toHexString()) ?? 0);
}

export async function deleteRole(ctx: AppContext, auth: Auth, club: ClubDoc, roleId: string) {
  const role = await roleIn(ctx, club, roleId);
  // Checked and deleted in one transaction; an assignment racing it writes the role too (`claim`), so one of the
  // two runs again and sees the other: never a staff member left on a deleted role.
  return ctx.repos.atomically(async () => {
    if (await ctx.repos.staff.holdsRole(role._id)) throw new ApiError(409, "role_in_use");
    return roleWrites(ctx, auth, club).remove(
      role._id,
      () => ctx.repos.roles.delete(club._id, role._id),
      `Role "${role.name}" deleted`,
    );
  });
}
