import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { type Harness, startHarness, tokenOf } from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

const ownerClubIds = async () => {
  const owner = await h.repos.accounts.findByEmail("owner@example.com");
  if (!owner) throw new Error("demo owner missing");
  return (await h.repos.clubs.findByOwnerId(owner._id)).map((club) => club._id.toHexString());
};

describe("GET /users", () => {
  test("answers the profile of spec §3", async () => {
    const res = await h.call("GET", "/users", { token: await h.signIn("owner@example.com") });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      userName: { firstName: "Minjun", lastName: "Kim" },
      email: "owner@example.com",
      country: "South Korea",
      isBusinessOwner: true,
      isAdmin: false,
      company: {
        companyName: "Hanbit Golf Co.",
        companyTel: { phoneCode: "82", phoneNumber: "0212345678" },
        companyAddress: { city: "Seoul", state: "Seoul", address1: "123 Teheran-ro", address2: "Suite 400" },
      },
    });
  });

  test("an employee has no company; without a token → 401", async () => {
    const res = await h.call("GET", "/users", { token: await h.signIn("staff@example.com") });
    expect(res.body.result).not.toHaveProperty("company");
    expect((await h.call("GET", "/users")).status).toBe(401);
  });
});

describe("verify password", () => {
  test("the right password confirms; a wrong one → 422 (not 401) with the spec's message", async () => {
    const token = await h.signIn("owner@example.com");
    const ok = await h.call("POST", "/users/verify-password", {
      token,
      body: { password: "golf-demo-2026" },
    });
    expect(ok.body).toEqual({ result: { verified: true } });
    const wrong = await h.call("POST", "/users/verify-password", {
      token,
      body: { password: "wrong-password" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      code: "incorrect_password",
      message: "Incorrect password. Please try again.",
    });
    const ko = await h.call("POST", "/users/verify-password", {
      token,
      body: { password: "wrong-again" },
      lang: "ko",
    });
    expect(ko.body.message).toBe("비밀번호가 올바르지 않습니다. 다시 시도해 주세요.");
  });

  test("required and min 8 are checked first", async () => {
    const token = await h.signIn("staff@example.com");
    const empty = await h.call("POST", "/users/verify-password", { token, body: { password: "" } });
    expect(empty.body.issues).toEqual([{ path: "password", message: "This field is required." }]);
    const short = await h.call("POST", "/users/verify-password", { token, body: { password: "1234" } });
    expect(short.body.issues).toEqual([{ path: "password", message: "Password must be at least 8 letters" }]);
  });

  test("concurrent wrong passwords get no more tries than the limit; a right one does not count", async () => {
    await h.db.collection("throttles").deleteMany({});
    const token = await h.signIn("owner@example.com");
    for (let i = 0; i < 3; i++) {
      const ok = await h.call("POST", "/users/verify-password", {
        token,
        body: { password: "golf-demo-2026" },
      });
      expect(ok.status).toBe(200);
    }
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.call("POST", "/users/verify-password", { token, body: { password: `wrong-pass-${i}` } }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    await h.db.collection("throttles").deleteMany({});
  });

  test("repeated failures → 429", async () => {
    const token = await h.signIn("admin@example.com");
    for (let i = 0; i < 5; i++) {
      await h.call("POST", "/users/verify-password", { token, body: { password: `wrong-pass-${i}` } });
    }
    const blocked = await h.call("POST", "/users/verify-password", {
      token,
      body: { password: "golf-demo-2026" },
    });
    expect(blocked.status).toBe(429);
  });
});

describe("PATCH /users", () => {
  test("needs a recent password check on the same session", async () => {
    const token = await h.signIn("owner@example.com");
    const res = await h.call("PATCH", "/users", { token, body: { newCountry: "Vietnam" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("reauthentication_required");
  });

  test("updates country and company fields and answers the updated profile", async () => {
    const token = await h.signIn("owner@example.com");
    await h.call("POST", "/users/verify-password", { token, body: { password: "golf-demo-2026" } });
    const res = await h.call("PATCH", "/users", {
      token,
      body: {
        newCompanyName: "Hanbit Golf Group",
        newCompanyTel: { phoneCode: "82", phoneNumber: "0311112222" },
        newCompanyAddress: { city: "Suwon", state: "Gyeonggi", address1: "9 Hwaseo-ro", address2: "" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.company).toEqual({
      companyName: "Hanbit Golf Group",
      companyTel: { phoneCode: "82", phoneNumber: "0311112222" },
      companyAddress: { city: "Suwon", state: "Gyeonggi", address1: "9 Hwaseo-ro", address2: "" },
    });
    const reread = await h.call("GET", "/users", { token });
    expect(reread.body.result.company.companyName).toBe("Hanbit Golf Group");
  });

  test("validation: short password, letters in the phone, unknown fields, operator objects → 422, nothing written", async () => {
    const token = await h.signIn("owner@example.com");
    await h.call("POST", "/users/verify-password", { token, body: { password: "golf-demo-2026" } });
    const before = await h.db.collection("accounts").findOne({ email: "owner@example.com" });
    const short = await h.call("PATCH", "/users", { token, body: { newPw: "short" }, lang: "vi" });
    expect(short.body.issues).toEqual([{ path: "newPw", message: "Mật khẩu phải có ít nhất 8 ký tự" }]);
    const phone = await h.call("PATCH", "/users", {
      token,
      body: { newCompanyTel: { phoneCode: "82", phoneNumber: "abc12345" } },
    });
    expect(phone.body.issues).toEqual([
      { path: "newCompanyTel.phoneNumber", message: "Only digits are allowed." },
    ]);
    const injected = await h.call("PATCH", "/users", {
      token,
      body: { newCountry: { $set: { isAdmin: true } } },
    });
    expect(injected.status).toBe(422);
    const extra = await h.call("PATCH", "/users", { token, body: { isAdmin: true } });
    expect(extra.status).toBe(422);
    expect(await h.db.collection("accounts").findOne({ email: "owner@example.com" })).toEqual(before);
  });

  let seq = 0;
  /** An employee of the owner's first club whose role grants Account update, or nothing at all. */
  async function employee(accountUpdate: boolean) {
    const account = await h.insertAccount({
      kind: "employee",
      email: `e${++seq}-${Date.now() % 1e6}@ex.com`,
    });
    const [clubId] = await ownerClubIds();
    const club = new ObjectId(clubId);
    const roleId = new ObjectId();
    const now = new Date();
    const grants = { read: accountUpdate, create: false, update: accountUpdate, delete: false };
    await h.repos.roles.insert({
      _id: roleId,
      clubId: club,
      name: `Profile ${roleId.toHexString()}`,
      nameKey: `profile ${roleId.toHexString()}`,
      note: "",
      permissions: { ACCOUNT: grants },
      createdAt: now,
      updatedAt: now,
    });
    await h.repos.staff.insert({
      _id: new ObjectId(),
      clubId: club,
      accountId: account._id,
      roleId,
      status: "active",
      name: "Profile Employee",
      email: account.email,
      createdAt: now,
      updatedAt: now,
    });
    return account;
  }

  test("an employee without Account update may not edit the profile, even with the password just confirmed", async () => {
    const account = await employee(false);
    const token = await h.signIn(account.email);
    await h.call("POST", "/users/verify-password", { token, body: { password: "golf-demo-2026" } });
    const before = await h.db.collection("accounts").findOne({ _id: account._id });
    for (const lang of ["en", "ko"]) {
      const res = await h.call("PATCH", "/users", { token, lang, body: { newPw: "taken-over-pass" } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
      expect(res.body.message).toBe(translate("forbidden", lang as "en" | "ko"));
    }
    expect(await h.db.collection("accounts").findOne({ _id: account._id })).toEqual(before);
  });

  test("an employee granted Account update edits their profile but cannot set company fields", async () => {
    const account = await employee(true);
    const token = await h.signIn(account.email);
    await h.call("POST", "/users/verify-password", { token, body: { password: "golf-demo-2026" } });
    const company = await h.call("PATCH", "/users", { token, body: { newCompanyName: "Mine" } });
    expect(company.status).toBe(422);
    expect(company.body.code).toBe("not_business_account");
    const country = await h.call("PATCH", "/users", { token, body: { newCountry: "Vietnam" } });
    expect(country.status).toBe(200);
    expect(country.body.result.country).toBe("Vietnam");
  });

  test("a new password revokes the other sessions, keeps this one, and replaces the old password", async () => {
    const { email } = await h.insertAccount({ email: `pw${Date.now() % 1e6}@ex.com` });
    const other = await h.signIn(email);
    const token = await h.signIn(email);
    await h.call("POST", "/password-reset", { body: { email } });
    const resetToken = tokenOf(await h.latestLink(email));
    await h.call("POST", "/users/verify-password", { token, body: { password: "golf-demo-2026" } });
    const res = await h.call("PATCH", "/users", { token, body: { newPw: "brand-new-pass" } });
    expect(res.status).toBe(200);
    expect((await h.call("GET", "/users", { token: other })).status).toBe(401);
    expect((await h.call("GET", "/users", { token })).status).toBe(200);
    const stored = await h.db.collection("accounts").findOne({ email });
    expect(stored?.passwordHash).not.toContain("brand-new-pass");
    const old = await h.call("POST", "/sign-in", { body: { email, password: "golf-demo-2026" } });
    expect(old.status).toBe(401);
    await h.signIn(email, "brand-new-pass");
    // A reset link mailed before the change no longer works.
    const reset = await h.call("POST", "/password-reset/confirm", {
      body: { token: resetToken, password: "attacker-pass", passwordConfirm: "attacker-pass" },
    });
    expect(reset.status).toBe(400);
  });
});

describe("GET /users/role", () => {
  test("the owner holds every kind in an owned club", async () => {
    const [clubId] = await ownerClubIds();
    const res = await h.call("GET", `/users/role?clubId=${clubId}`, {
      token: await h.signIn("owner@example.com"),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.roleAccessCnt).toBe(8);
    expect(res.body.result.roleAccessKindCnt).toBe(8);
    expect(res.body.result.list[0]).toEqual({ roleName: "owner", accessCode: "SCHEDULE" });
    expect(res.body.result.list.map((item: { accessCode: string }) => item.accessCode)).toEqual(
      expect.arrayContaining([
        "SCHEDULE",
        "STAFF_LIST",
        "RESERVATION",
        "CLUB_INFORMATION",
        "MEMBERSHIP_MANAGEMENT",
      ]),
    );
  });

  test("an administrator has the admin role in any club", async () => {
    const res = await h.call("GET", `/users/role?clubId=${new ObjectId().toHexString()}`, {
      token: await h.signIn("admin@example.com"),
    });
    expect(res.body.result.list[0].roleName).toBe("admin");
    expect(res.body.result.roleAccessCnt).toBe(res.body.result.roleAccessKindCnt);
  });

  test("someone else's club gives an empty role, the same as no club at all; a malformed club id → 422", async () => {
    // The demo employee is staff of the first club only.
    const [, clubId] = await ownerClubIds();
    const token = await h.signIn("staff@example.com");
    const res = await h.call("GET", `/users/role?clubId=${clubId}`, { token });
    expect(res.body.result).toEqual({ list: [], roleAccessCnt: 0, roleAccessKindCnt: 8 });
    // Word for word what a club that does not exist answers: the lookup grants nothing and tells nothing.
    const missing = await h.call("GET", `/users/role?clubId=${new ObjectId().toHexString()}`, { token });
    expect([missing.status, missing.body]).toEqual([res.status, res.body]);
    const owner = await h.signIn("owner@example.com");
    const viaOwner = await h.call("GET", `/users/role?clubId=${new ObjectId().toHexString()}`, {
      token: owner,
    });
    expect(viaOwner.body).toEqual(res.body);
    const bad = await h.call("GET", "/users/role?clubId=nope", { token });
    expect(bad.status).toBe(422);
    expect(bad.body.issues).toEqual([{ path: "clubId", message: "This value is invalid." }]);
  });
});
