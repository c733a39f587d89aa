import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AccountDoc } from "../../repositories/accounts-repository";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let owner: string;
let club: ClubDoc;
let second: ClubDoc;

const full = { read: true, create: true, update: true, delete: true };
const view = { read: true, create: false, update: false, delete: false };

const employee = (fields: Partial<AccountDoc> = {}) =>
  h.insertAccount({
    email: `emp-${new ObjectId().toHexString().slice(-8)}@example.com`,
    password: "employee-pass",
    firstName: "Bao",
    lastName: "Ho",
    kind: "employee",
    ...fields,
  });

const refusal = (status: number, code: Parameters<typeof translate>[0], lang: "en" | "ko" | "vi") => [
  status,
  { code, message: translate(code, lang) },
];

const createRole = (body: object, lang = "en", clubId = club._id) =>
  h.call("POST", `/clubs/${clubId}/roles`, { token: owner, body: { note: "", ...body }, lang });

beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  owner = await h.signIn("owner@example.com");
  const account = await h.repos.accounts.findByEmail("owner@example.com");
  const clubs = account ? await h.repos.clubs.findByOwnerId(account._id) : [];
  if (!clubs[0] || !clubs[1]) throw new Error("demo clubs missing");
  [club, second] = clubs as [ClubDoc, ClubDoc];
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

describe("roles", () => {
  test("the demo club's roles with their staff counts, oldest first", async () => {
    const res = await h.call("GET", `/clubs/${club._id}/roles`, { token: owner });
    expect(
      res.body.result.list.map((r: { name: string; staffCount: number }) => [r.name, r.staffCount]),
    ).toEqual([
      ["매니저", 1],
      ["프런트", 2],
      ["조회 전용", 2],
    ]);
  });

  test.each(["en", "vi"] as const)("a duplicated name, any case → 409 in %s", async (lang) => {
    const res = await createRole({ name: "프런트", permissions: {} }, lang);
    expect([res.status, res.body]).toEqual(refusal(409, "role_name_duplicated", lang));
    // The Vietnamese club's "Lễ tân" in capitals is still the same name.
    const upper = await createRole({ name: "LỄ TÂN", permissions: {} }, lang, second._id);
    expect([upper.status, upper.body]).toEqual(refusal(409, "role_name_duplicated", lang));
    const viewer = (await h.call("GET", `/clubs/${club._id}/roles`, { token: owner })).body.result.list[2];
    const renamed = await h.call("PUT", `/clubs/${club._id}/roles/${viewer.roleId}`, {
      token: owner,
      body: { name: "매니저", note: "", permissions: {} },
      lang,
    });
    expect([renamed.status, renamed.body]).toEqual(refusal(409, "role_name_duplicated", lang));
  });

  test("the same name in another club is fine; create, edit and delete land in the audit trail", async () => {
    const created = await createRole(
      { name: "조회 전용", permissions: { SCHEDULE: view } },
      "en",
      second._id,
    );
    expect([created.status, created.body.result.name, created.body.result.staffCount]).toEqual([
      201,
      "조회 전용",
      0,
    ]);
    const path = `/clubs/${second._id}/roles/${created.body.result.roleId}`;
    const edited = await h.call("PUT", path, {
      token: owner,
      body: { name: "Guest viewer", note: "Read only", permissions: { SCHEDULE: full } },
    });
    expect(edited.body.result).toMatchObject({ name: "Guest viewer", permissions: { SCHEDULE: full } });
    expect((await h.call("DELETE", path, { token: owner })).body.result).toEqual({ deleted: true });
    expect((await h.call("GET", path, { token: owner })).status).toBe(404);
    const audit = await h.call("GET", `/clubs/${second._id}/audit?entity=role`, { token: owner });
    expect(
      audit.body.result.list.map((e: { action: string; summary: string; actor: { email: string } }) => [
        e.action,
        e.summary,
        e.actor.email,
      ]),
    ).toEqual([
      ["delete", 'Role "Guest viewer" deleted', "owner@example.com"],
      ["update", 'Role "조회 전용" updated and renamed "Guest viewer"', "owner@example.com"],
      ["create", 'Role "조회 전용" created', "owner@example.com"],
    ]);
  });

  test.each(["en", "ko"] as const)("deleting a role staff hold → 409 role_in_use in %s", async (lang) => {
    const desk = (await h.call("GET", `/clubs/${club._id}/roles`, { token: owner })).body.result.list[1];
    const res = await h.call("DELETE", `/clubs/${club._id}/roles/${desk.roleId}`, { token: owner, lang });
    expect([res.status, res.body]).toEqual(refusal(409, "role_in_use", lang));
  });
});

describe("adding staff", () => {
  const deskRoleId = async () =>
    (await h.call("GET", `/clubs/${club._id}/roles`, { token: owner })).body.result.list[1].roleId as string;
  const add = async (email: string, lang: string, clubId = club._id, roleId?: string) =>
    h.call("POST", `/clubs/${clubId}/staff`, {
      token: owner,
      body: { email, roleId: roleId ?? (await deskRoleId()) },
      lang,
    });

  test.each(["en", "vi"] as const)("the spec's refusals in %s", async (lang) => {
    const unknown = await add("nobody-here@example.com", lang);
    expect([unknown.status, unknown.body]).toEqual(refusal(404, "staff_email_unknown", lang));
    const unverified = await employee({ emailVerifiedAt: null });
    const notVerified = await add(unverified.email, lang);
    expect([notVerified.status, notVerified.body]).toEqual(refusal(422, "staff_email_unverified", lang));
    const business = await add("admin@example.com", lang);
    expect([business.status, business.body]).toEqual(refusal(422, "staff_not_employee", lang));
    const already = await add("staff@example.com", lang);
    expect([already.status, already.body]).toEqual(refusal(409, "staff_duplicated", lang));
  });

  test.each(["en", "ko"] as const)(
    "a club with no role yet → 422 role_setting_required in %s",
    async (lang) => {
      const ownerAccount = await h.repos.accounts.findByEmail("owner@example.com");
      const bare = {
        ...club,
        _id: new ObjectId(),
        ownerId: ownerAccount?._id ?? club.ownerId,
        name: `Bare ${lang}`,
      };
      await h.repos.clubs.insert(bare);
      const res = await add((await employee()).email, lang, bare._id, new ObjectId().toHexString());
      expect([res.status, res.body]).toEqual(refusal(422, "role_setting_required", lang));
    },
  );

  test("a new staff member is mailed in their language, naming the club and the role", async () => {
    const account = await employee();
    await h.call("POST", "/sign-in", {
      body: { email: account.email, password: "employee-pass" },
      lang: "ko",
      address: "ko-sign-in",
    });
    const res = await add(account.email, "en");
    expect([res.status, res.body.result]).toEqual([
      201,
      expect.objectContaining({
        email: account.email,
        roleName: "프런트",
        status: "active",
        name: "Bao Ho",
      }),
    ]);
    const [mail] = await h.repos.outbox.findNewest(account.email, 1);
    expect(mail?.subject).toBe("한빛 컨트리클럽의 직원으로 추가되었습니다");
    expect(mail?.text).toContain("프런트");
  });
});

describe("an employee's access follows their membership from the next call", () => {
  test("narrowing the role, suspending and removing count at once, without signing out", async () => {
    const account = await employee();
    const viewer = (await h.call("GET", `/clubs/${club._id}/roles`, { token: owner })).body.result.list[2];
    const role = await createRole({
      name: `Desk ${account._id.toHexString().slice(-8)}`,
      permissions: { STAFF_LIST: full },
    });
    const roleId = role.body.result.roleId;
    const added = await h.call("POST", `/clubs/${club._id}/staff`, {
      token: owner,
      body: { email: account.email, roleId },
    });
    const staffPath = `/clubs/${club._id}/staff/${added.body.result.staffId}`;
    const token = await h.signIn(account.email, "employee-pass");
    const list = () => h.call("GET", `/clubs/${club._id}/staff`, { token, lang: "vi" });
    const permissions = async () =>
      (await h.call("GET", "/users/permissions", { token })).body.result.userPermissions[
        club._id.toHexString()
      ];
    expect((await list()).status).toBe(200);
    expect(await permissions()).toEqual({ STAFF_LIST: full });

    await h.call("PUT", `/clubs/${club._id}/roles/${roleId}`, {
      token: owner,
      body: { name: role.body.result.name, note: "", permissions: { SCHEDULE: view } },
    });
    const narrowed = await list();
    expect([narrowed.status, narrowed.body]).toEqual(refusal(403, "forbidden", "vi"));
    expect(await permissions()).toEqual({ SCHEDULE: view });

    await h.call("PATCH", staffPath, { token: owner, body: { roleId: viewer.roleId } });
    expect((await list()).status).toBe(200);
    await h.call("PATCH", staffPath, { token: owner, body: { status: "suspended" } });
    expect([(await list()).status, await permissions()]).toEqual([404, undefined]);
    await h.call("PATCH", staffPath, { token: owner, body: { status: "active" } });
    expect((await list()).status).toBe(200);
    await h.call("DELETE", staffPath, { token: owner });
    expect((await list()).status).toBe(404);
  });

  test("the demo employee signs in with the front desk's permissions in the first club only", async () => {
    const res = await h.call("POST", "/sign-in", {
      body: { email: "staff@example.com", password: "golf-demo-2026" },
      address: "demo-staff",
    });
    expect(res.body.result.userPermissions).toEqual({
      [club._id.toHexString()]: { SCHEDULE: view, RESERVATION: full, MEMBERSHIP_MANAGEMENT: full },
    });
    const role = await h.call("GET", `/users/role?clubId=${club._id}`, { token: res.body.result.signToken });
    expect(role.body.result).toEqual({
      list: ["SCHEDULE", "RESERVATION", "MEMBERSHIP_MANAGEMENT"].map((accessCode) => ({
        roleName: "프런트",
        accessCode,
      })),
      roleAccessCnt: 3,
      roleAccessKindCnt: 8,
    });
  });
});

describe("staff lists", () => {
  test("a club's list: 9 a page by default, newest first, search and status filter", async () => {
    const res = await h.call("GET", `/clubs/${club._id}/staff?q=NGUYEN`, { token: owner });
    expect(res.body.result.list.map((s: { email: string }) => s.email)).toEqual(["staff@example.com"]);
    expect(res.body.result.pageSize).toBe(9);
    const suspended = await h.call("GET", `/clubs/${club._id}/staff?status=suspended`, { token: owner });
    expect(suspended.body.result.list.map((s: { email: string }) => s.email)).toEqual([
      "caddiemaster@example.com",
    ]);
    const regex = await h.call("GET", `/clubs/${club._id}/staff?q=.*`, { token: owner });
    expect(regex.body.result.total).toBe(0);
  });

  test("all staff: the owner's clubs with a club filter; administrators every club; employees 403", async () => {
    const all = await h.call("GET", "/staff?pageSize=100", { token: owner });
    const clubsSeen = new Set(all.body.result.list.map((s: { clubName: string }) => s.clubName));
    expect([...clubsSeen].sort()).toEqual(["Sân Golf Sài Gòn Riverside", "한빛 컨트리클럽"]);
    const one = await h.call("GET", `/staff?clubId=${second._id}`, { token: owner });
    expect(one.body.result.list.map((s: { email: string }) => s.email)).toEqual(["analyst@example.com"]);
    const admin = await h.call("GET", "/staff?pageSize=100", { token: await h.signIn("admin@example.com") });
    expect(admin.body.result.total).toBe(all.body.result.total);
    const staff = await h.call("GET", "/staff", { token: await h.signIn("staff@example.com"), lang: "ko" });
    expect([staff.status, staff.body]).toEqual(refusal(403, "forbidden", "ko"));
  });
});

describe("one staff member, for the edit screen's address", () => {
  test("answers the member of the club with their role's name; another club's member or an unknown id is 404", async () => {
    const list = (await h.call("GET", `/clubs/${club._id}/staff`, { token: owner })).body.result.list;
    const member = list[0];
    const one = await h.call("GET", `/clubs/${club._id}/staff/${member.staffId}`, { token: owner });
    expect([one.status, one.body.result]).toEqual([200, member]);
    const elsewhere = await h.call("GET", `/clubs/${second._id}/staff/${member.staffId}`, { token: owner });
    const unknown = await h.call("GET", `/clubs/${club._id}/staff/${new ObjectId()}`, { token: owner });
    expect([elsewhere.status, unknown.status]).toEqual([404, 404]);
  });
});
