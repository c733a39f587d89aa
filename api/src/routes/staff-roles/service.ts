import { ObjectId } from "mongodb";
import type {
  AllStaffQuery,
  AuditList,
  AuditQuery,
  Role,
  RoleInput,
  StaffCreate,
  StaffList,
  StaffListQuery,
  StaffMember,
  StaffUpdate,
} from "shared/domains/staff-roles/schemas";
import type { MessageLanguage } from "shared/errors/messages";
import type { AppContext } from "../../context";
import type { Auth, ClubAccess, ClubRole } from "../../env";
import { gateOf } from "../../lib/account-views";
import { ApiError, forbidden, notFound } from "../../lib/api-error";
import { recordAudit } from "../../lib/audit";
import { holdsAll } from "../../lib/club-roles";
import { buildStaffMail } from "../../mail/templates";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { unlessDuplicate } from "../../repositories/common";
import { type RoleDoc, roleNameKey } from "../../repositories/roles-repository";
import type { StaffDoc } from "../../repositories/staff-repository";

const duplicatedName = () => new ApiError(409, "role_name_duplicated");

/** Nobody hands out an action they do not hold themselves (owners and administrators hold them all). */
function mayGrant(caller: ClubRole, role: Pick<RoleDoc, "permissions">) {
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

export async function createRole(ctx: AppContext, auth: Auth, access: ClubAccess, input: RoleInput) {
  const { club } = access;
  mayGrant(access.role, input);
  const now = ctx.now();
  const role: RoleDoc = {
    _id: new ObjectId(),
    clubId: club._id,
    name: input.name,
    nameKey: roleNameKey(input.name),
    note: input.note,
    permissions: input.permissions,
    createdAt: now,
    updatedAt: now,
  };
  await unlessDuplicate(ctx.repos.roles.insert(role), duplicatedName);
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "create",
    entity: "role",
    entityId: role._id,
    summary: `Role "${role.name}" created`,
  });
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
  const updated = await unlessDuplicate(
    ctx.repos.roles.update(club._id, before._id, {
      name: input.name,
      nameKey: roleNameKey(input.name),
      note: input.note,
      permissions: input.permissions,
      updatedAt: ctx.now(),
    }),
    duplicatedName,
  );
  if (!updated) throw notFound();
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "update",
    entity: "role",
    entityId: updated._id,
    summary:
      before.name === updated.name
        ? `Role "${updated.name}" updated`
        : `Role "${before.name}" updated and renamed "${updated.name}"`,
  });
  const counts = await ctx.repos.staff.countByRole([updated._id]);
  return toRole(updated, counts.get(updated._id.toHexString()) ?? 0);
}

export async function deleteRole(ctx: AppContext, auth: Auth, club: ClubDoc, roleId: string) {
  const role = await roleIn(ctx, club, roleId);
  if (await ctx.repos.staff.holdsRole(role._id)) throw new ApiError(409, "role_in_use");
  await ctx.repos.roles.delete(club._id, role._id);
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "delete",
    entity: "role",
    entityId: role._id,
    summary: `Role "${role.name}" deleted`,
  });
  return { deleted: true as const };
}

/** Staff rows with their role's and club's names, looked up once per page. */
async function toStaffMembers(ctx: AppContext, staff: StaffDoc[], clubs: ClubDoc[]): Promise<StaffMember[]> {
  const roleIds = [...new Set(staff.map((s) => s.roleId.toHexString()))].map((id) => new ObjectId(id));
  const roles = await Promise.all(roleIds.map((id) => ctx.repos.roles.findById(id)));
  const roleNames = new Map(roles.flatMap((r) => (r ? [[r._id.toHexString(), r.name] as const] : [])));
  const clubNames = new Map(clubs.map((c) => [c._id.toHexString(), c.name]));
  return staff.map((s) => ({
    staffId: s._id.toHexString(),
    name: s.name,
    email: s.email,
    roleId: s.roleId.toHexString(),
    roleName: roleNames.get(s.roleId.toHexString()) ?? "",
    clubId: s.clubId.toHexString(),
    clubName: clubNames.get(s.clubId.toHexString()) ?? "",
    status: s.status,
    createdAt: s.createdAt.toISOString(),
  }));
}

async function staffPage(ctx: AppContext, clubs: ClubDoc[], query: StaffListQuery): Promise<StaffList> {
  const { list, total } = await ctx.repos.staff.findPage(
    { clubIds: clubs.map((c) => c._id), q: query.q || undefined, status: query.status },
    query.page,
    query.pageSize,
  );
  return { list: await toStaffMembers(ctx, list, clubs), total, page: query.page, pageSize: query.pageSize };
}

export const listStaff = (ctx: AppContext, club: ClubDoc, query: StaffListQuery) =>
  staffPage(ctx, [club], query);

/** `/staff-all`: a business owner's clubs, or every club for an administrator. */
export async function listAllStaff(ctx: AppContext, auth: Auth, query: AllStaffQuery) {
  const { account } = auth;
  if (gateOf(account) !== "none") throw new ApiError(403, "account_gate");
  if (!account.isAdmin && account.kind !== "business") throw forbidden();
  let clubs = account.isAdmin
    ? await ctx.repos.clubs.collection.find({}).toArray()
    : await ctx.repos.clubs.findByOwnerId(account._id);
  if (query.clubId) {
    clubs = clubs.filter((club) => club._id.toHexString() === query.clubId?.toLowerCase());
    // A club the caller does not own answers like one that does not exist.
    if (clubs.length === 0) throw notFound();
  }
  return staffPage(ctx, clubs, query);
}

export async function addStaff(
  ctx: AppContext,
  auth: Auth,
  access: ClubAccess,
  input: StaffCreate,
  requestLanguage: MessageLanguage,
) {
  const { club } = access;
  if (!(await ctx.repos.roles.hasAny(club._id))) throw new ApiError(422, "role_setting_required");
  const account = await ctx.repos.accounts.findByEmail(input.email);
  if (!account || account.status === "deleted") throw new ApiError(404, "staff_email_unknown");
  if (account.kind !== "employee") throw new ApiError(422, "staff_not_employee");
  if (!account.emailVerifiedAt) throw new ApiError(422, "staff_email_unverified");
  const role = await ctx.repos.roles.findInClub(club._id, new ObjectId(input.roleId));
  if (!role) throw notFound();
  mayGrant(access.role, role);
  const now = ctx.now();
  const staff: StaffDoc = {
    _id: new ObjectId(),
    clubId: club._id,
    accountId: account._id,
    roleId: role._id,
    status: "active",
    name: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    createdAt: now,
    updatedAt: now,
  };
  await unlessDuplicate(ctx.repos.staff.insert(staff), () => new ApiError(409, "staff_duplicated"));
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "create",
    entity: "staff",
    entityId: staff._id,
    summary: `${staff.email} added as "${role.name}"`,
  });
  const mail = buildStaffMail(
    account.email,
    { club: club.name, role: role.name },
    `${ctx.appOrigin}/login`,
    account.language ?? requestLanguage,
  );
  // The membership stands even if the mail cannot go out now; the employee sees the club at the next sign-in.
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log(`[mail] staff notice failed: ${String(error)}`));
  const [member] = await toStaffMembers(ctx, [staff], [club]);
  return member as StaffMember;
}

async function staffIn(ctx: AppContext, club: ClubDoc, staffId: string) {
  const staff = await ctx.repos.staff.findInClub(club._id, new ObjectId(staffId));
  if (!staff) throw notFound();
  return staff;
}

/**
 * A member the caller may change or remove: never their own membership (no one promotes, restores or shields
 * themselves), and, for staff callers, only a member whose role holds nothing the caller lacks.
 */
async function changeableStaff(ctx: AppContext, auth: Auth, access: ClubAccess, staffId: string) {
  const staff = await staffIn(ctx, access.club, staffId);
  if (staff.accountId.equals(auth.account._id)) throw new ApiError(403, "own_membership");
  if (access.role.standing === "staff") {
    const role = await ctx.repos.roles.findInClub(access.club._id, staff.roleId);
    if (role && !holdsAll(access.role, role.permissions)) throw new ApiError(403, "member_beyond_own");
  }
  return staff;
}

export async function updateStaff(
  ctx: AppContext,
  auth: Auth,
  access: ClubAccess,
  staffId: string,
  update: StaffUpdate,
) {
  const { club } = access;
  const before = await changeableStaff(ctx, auth, access, staffId);
  const fields: Partial<Pick<StaffDoc, "roleId" | "status" | "updatedAt">> = { updatedAt: ctx.now() };
  const changes: string[] = [];
  if (update.roleId) {
    const role = await ctx.repos.roles.findInClub(club._id, new ObjectId(update.roleId));
    if (!role) throw notFound();
    mayGrant(access.role, role);
    fields.roleId = role._id;
    if (!role._id.equals(before.roleId)) changes.push(`role "${role.name}"`);
  }
  if (update.status) {
    fields.status = update.status;
    if (update.status !== before.status) changes.push(`status ${update.status}`);
  }
  const updated = await ctx.repos.staff.update(club._id, before._id, fields);
  if (!updated) throw notFound();
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "update",
    entity: "staff",
    entityId: updated._id,
    summary: changes.length ? `${updated.email}: ${changes.join(", ")}` : `${updated.email} saved unchanged`,
  });
  const [member] = await toStaffMembers(ctx, [updated], [club]);
  return member as StaffMember;
}

export async function deleteStaff(ctx: AppContext, auth: Auth, access: ClubAccess, staffId: string) {
  const { club } = access;
  const staff = await changeableStaff(ctx, auth, access, staffId);
  await ctx.repos.staff.delete(club._id, staff._id);
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "delete",
    entity: "staff",
    entityId: staff._id,
    summary: `${staff.email} removed`,
  });
  return { deleted: true as const };
}

export async function listAudit(ctx: AppContext, club: ClubDoc, query: AuditQuery): Promise<AuditList> {
  const { list, total } = await ctx.repos.audit.findPage(club._id, query.entity, query.page, query.pageSize);
  return {
    list: list.map((entry) => ({
      auditId: entry._id.toHexString(),
      clubId: entry.clubId.toHexString(),
      actor: { accountId: entry.actor.accountId.toHexString(), email: entry.actor.email },
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId.toHexString(),
      summary: entry.summary,
      at: entry.at.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
