import type {
  AllStaffQuery,
  StaffCreate,
  StaffList,
  StaffListQuery,
  StaffMember,
  StaffUpdate,
} from "contracts/domains/staff-roles/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth, ClubAccess } from "../../env";
import { gateOf } from "../../lib/account-views";
import { ApiError, forbidden, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import { holdsAll } from "../../lib/club-roles";
import { buildStaffMail } from "../../mail/templates";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { StaffDoc } from "../../repositories/staff-repository";
import { mayGrant } from "./roles";

/** Staff: an employee account in a club with a role; nobody changes their own membership or a stronger one. */
/**
 * Staff rows with their role's and club's names: one query for the page's roles, one for its clubs' names (none
 * when the caller already holds the one club they are in).
 */
async function toStaffMembers(ctx: AppContext, staff: StaffDoc[], club?: ClubDoc): Promise<StaffMember[]> {
  const distinct = (ids: ObjectId[]) =>
    [...new Set(ids.map((id) => id.toHexString()))].map((id) => new ObjectId(id));
  const clubIds = distinct(staff.map((s) => s.clubId));
  const onlyClub = club && clubIds.every((id) => id.equals(club._id));
  const [roleNames, clubNames] = await Promise.all([
    ctx.repos.roles.namesOf(distinct(staff.map((s) => s.roleId))),
    onlyClub ? new Map([[club._id.toHexString(), club.name]]) : ctx.repos.clubs.namesOf(clubIds),
  ]);
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

/** One page of the staff of `clubIds` (every club's when left out), newest first. */
async function staffPage(
  ctx: AppContext,
  clubIds: ObjectId[] | undefined,
  query: StaffListQuery,
  club?: ClubDoc,
): Promise<StaffList> {
  const { list, total } = await ctx.repos.staff.page(
    { ...(clubIds ? { clubIds } : {}), q: query.q || undefined, status: query.status },
    query.page,
    query.pageSize,
  );
  return { list: await toStaffMembers(ctx, list, club), total, page: query.page, pageSize: query.pageSize };
}

export const listStaff = (ctx: AppContext, club: ClubDoc, query: StaffListQuery) =>
  staffPage(ctx, [club._id], query, club);

/** One member of the club's staff (404 when the id names none of them). */
export async function getStaffMember(ctx: AppContext, club: ClubDoc, staffId: string) {
  const [member] = await toStaffMembers(ctx, [await staffIn(ctx, club, staffId)], club);
  return member as StaffMember;
}

/**
 * `/staff-all`: a business owner's clubs, or every club for an administrator (read page by page from the staff
 * themselves, never by loading every club first).
 */
export async function listAllStaff(ctx: AppContext, auth: Auth, query: AllStaffQuery) {
  const { account } = auth;
  if (gateOf(account) !== "none") throw new ApiError(403, "account_gate");
  if (!account.isAdmin && account.kind !== "business") throw forbidden();
  const wanted = query.clubId ? new ObjectId(query.clubId) : null;
  if (account.isAdmin) {
    if (wanted && !(await ctx.repos.clubs.findById(wanted))) throw notFound();
    return staffPage(ctx, wanted ? [wanted] : undefined, query);
  }
  let clubs = (await ctx.repos.clubs.findByOwnerId(account._id)).map((club) => club._id);
  if (wanted) {
    clubs = clubs.filter((id) => id.equals(wanted));
    // A club the caller does not own answers like one that does not exist.
    if (clubs.length === 0) throw notFound();
  }
  return staffPage(ctx, clubs, query);
}

const staffWrites = (ctx: AppContext, auth: Auth, club: ClubDoc) =>
  auditedWrites({
    ctx,
    auth,
    clubId: club._id,
    entity: "staff",
    duplicate: () => new ApiError(409, "staff_duplicated"),
  });

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
  // The role is claimed in the same transaction, so a deletion of the role racing this never leaves it orphaned.
  const staff = await ctx.repos.atomically(async () => {
    if (!(await ctx.repos.roles.claim(club._id, role._id))) throw notFound();
    return staffWrites(ctx, auth, club).create(
      ctx.repos.staff,
      {
        _id: new ObjectId(),
        clubId: club._id,
        accountId: account._id,
        roleId: role._id,
        status: "active",
        name: `${account.firstName} ${account.lastName}`.trim(),
        email: account.email,
      },
      (created) => `${created.email} added as "${role.name}"`,
    );
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
  const [member] = await toStaffMembers(ctx, [staff]);
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
  const fields: Partial<Pick<StaffDoc, "roleId" | "status">> = {};
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
  const roleId = fields.roleId;
  const updated = await ctx.repos.atomically(async () => {
    if (roleId && !(await ctx.repos.roles.claim(club._id, roleId))) throw notFound();
    return staffWrites(ctx, auth, club).update(
      (updatedAt) => ctx.repos.staff.update(club._id, before._id, { ...fields, updatedAt }),
      (after) =>
        changes.length ? `${after.email}: ${changes.join(", ")}` : `${after.email} saved unchanged`,
    );
  });
  const [member] = await toStaffMembers(ctx, [updated]);
  return member as StaffMember;
}

export async function deleteStaff(ctx: AppContext, auth: Auth, access: ClubAccess, staffId: string) {
  const { club } = access;
  const staff = await changeableStaff(ctx, auth, access, staffId);
  return staffWrites(ctx, auth, club).remove(
    staff._id,
    () => ctx.repos.staff.delete(club._id, staff._id),
    `${staff.email} removed`,
  );
}
