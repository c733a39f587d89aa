import { actions } from "contracts/domains/common/permissions";
import { levelActions, type RolePermissions, roleKinds } from "contracts/domains/staff-roles/schemas";
import { ObjectId } from "mongodb";
import type { Repositories } from "../repositories";
import type { AccountDoc } from "../repositories/accounts-repository";
import { roleNameKey } from "../repositories/roles-repository";

const every = (level: "view" | "all"): RolePermissions =>
  Object.fromEntries(roleKinds.map((kind) => [kind, { ...levelActions[level] }]));

/** The demo employees besides `staff@example.com`, so the staff lists look like a real club's. */
const demoEmployees = [
  { email: "manager@example.com", firstName: "Jisoo", lastName: "Park", country: "South Korea" },
  { email: "frontdesk2@example.com", firstName: "Thu", lastName: "Tran", country: "Vietnam" },
  { email: "starter@example.com", firstName: "Daniel", lastName: "Cruz", country: "Philippines" },
  { email: "caddiemaster@example.com", firstName: "Hyunwoo", lastName: "Lee", country: "South Korea" },
  { email: "analyst@example.com", firstName: "Mai", lastName: "Pham", country: "Vietnam" },
  // Signed up and verified, but no club has added them yet: Home tells them to contact their manager.
  { email: "newhire@example.com", firstName: "Minh", lastName: "Nguyen", country: "Vietnam" },
] as const;

/**
 * Roles and staff of the demo owner's clubs, named in each club's language: 매니저 (manager: everything), 프런트
 * (front desk: reservations and customers in full, the schedule to view) and 조회 전용 (viewer: everything to view)
 * in the Korean club, with `staff@example.com` at the front desk there; a smaller team, at the Lễ tân (front desk)
 * role, in the Vietnamese club.
 */
export async function seedDemoStaff(
  repos: Repositories,
  owner: AccountDoc,
  base: Omit<
    AccountDoc,
    "_id" | "email" | "firstName" | "lastName" | "kind" | "isAdmin" | "country" | "company"
  >,
) {
  const [first, second] = await repos.clubs.findByOwnerId(owner._id);
  if (!first || !second) return;
  const now = base.createdAt;
  const employees: AccountDoc[] = demoEmployees.map((e) => ({
    ...base,
    ...e,
    _id: new ObjectId(),
    kind: "employee",
    isAdmin: false,
    company: null,
  }));
  for (const employee of employees) await repos.accounts.insert(employee);
  const staffAccount = await repos.accounts.findByEmail("staff@example.com");
  if (!staffAccount) return;

  const role = async (clubId: ObjectId, name: string, note: string, permissions: RolePermissions) => {
    const _id = new ObjectId();
    await repos.roles.insert({
      _id,
      clubId,
      name,
      nameKey: roleNameKey(name),
      note,
      permissions,
      createdAt: now,
      updatedAt: now,
    });
    return _id;
  };
  const none = Object.fromEntries(actions.map((a) => [a, false]));
  const frontDesk: RolePermissions = {
    ...Object.fromEntries(roleKinds.map((kind) => [kind, { ...none }])),
    RESERVATION: { ...levelActions.all },
    MEMBERSHIP_MANAGEMENT: { ...levelActions.all },
    SCHEDULE: { ...levelActions.view },
  };
  const manager = await role(first._id, "매니저", "골프장 운영 전반 담당", every("all"));
  const desk = await role(first._id, "프런트", "체크인, 예약, 회원 관리", frontDesk);
  const viewer = await role(first._id, "조회 전용", "모든 메뉴를 조회만 할 수 있음", every("view"));
  const secondDesk = await role(second._id, "Lễ tân", "Đón khách, đặt sân và quản lý hội viên", frontDesk);

  const [jisoo, thu, daniel, hyunwoo, mai] = employees;
  const members: [AccountDoc | undefined, ObjectId, ObjectId, "active" | "suspended"][] = [
    [staffAccount, first._id, desk, "active"],
    [jisoo, first._id, manager, "active"],
    [thu, first._id, desk, "active"],
    [daniel, first._id, viewer, "active"],
    [hyunwoo, first._id, viewer, "suspended"],
    [mai, second._id, secondDesk, "active"],
  ];
  for (const [index, [account, clubId, roleId, status]] of members.entries()) {
    if (!account) continue;
    // Spread over the last days so the newest-first lists have an order.
    const createdAt = new Date(now.getTime() - (members.length - index) * 86_400_000);
    await repos.staff.insert({
      _id: new ObjectId(),
      clubId,
      accountId: account._id,
      roleId,
      status,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
