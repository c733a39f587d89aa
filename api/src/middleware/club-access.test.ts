import { actions, roleAccessKinds } from "contracts/domains/common/permissions";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import { clubRoleOf, permissionsFor } from "../lib/club-roles";
import { createLogger } from "../lib/logger";
import { createReadiness } from "../lib/readiness";
import { createOutboxMailer } from "../mail/mailer";
import type { AccountDoc } from "../repositories/accounts-repository";
import type { ClubDoc } from "../repositories/clubs-repository";
import { newRouter } from "../router";
import { type Harness, startHarness, testHashCost } from "../testing/harness";
import { sharedCpuPool } from "../workers/cpu-pool";
import { requireSession } from "./auth";
import { trustNoProxy } from "./client-address";
import { requireClubAccess } from "./club-access";
import { errorHandler } from "./errors";

let h: Harness;
let ctx: AppContext;
let ownClub: ClubDoc;
let otherClub: ClubDoc;

const insertAccount = (email: string, fields: Partial<AccountDoc> = {}) =>
  h.insertAccount({ email, ...fields });

async function insertClub(ownerId: ObjectId, name: string) {
  const now = new Date();
  const club: ClubDoc = {
    // Another club like the demo one: only its identity, owner and name matter here.
    ...ownClub,
    _id: new ObjectId(),
    ownerId,
    name,
    image: null,
    createdAt: now,
    updatedAt: now,
  };
  await h.repos.clubs.insert(club);
  return club;
}

const account = async (email: string) => {
  const found = await h.repos.accounts.findByEmail(email);
  if (!found) throw new Error(`${email} missing`);
  return found;
};

const clubName = async (email: string, query: string, lang = "en") =>
  h.call("GET", `/club?${query}`, { token: await h.signIn(email), lang });

beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  ctx = {
    repos: h.repos,
    mailer: createOutboxMailer(h.repos.outbox, () => undefined),
    appOrigin: "http://localhost:3000",
    isProduction: false,
    releaseProofWork: 1_000,
    trustProxy: trustNoProxy,
    hashCost: testHashCost,
    cpu: sharedCpuPool(),
    now: () => new Date(),
    log: () => undefined,
    readiness: createReadiness(h.db, 2_000),
    live: h.live,
  };
  const [first] = await h.repos.clubs.findByOwnerId((await account("owner@example.com"))._id);
  if (!first) throw new Error("demo club missing");
  ownClub = first;
  const otherOwner = await insertAccount("other-owner@example.com");
  otherClub = await insertClub(otherOwner._id, "Da Nang Hills");
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

const notFound = { code: "not_found", message: "Not found." };

describe("GET /club through requireClubAccess", () => {
  test("the owner of the club gets its name", async () => {
    const res = await clubName("owner@example.com", `clubId=${ownClub._id.toHexString()}`);
    expect([res.status, res.body]).toEqual([200, { result: { clubname: "한빛 컨트리클럽" } }]);
  });

  test("the owner of another club gets 404, word for word the answer for a club that does not exist", async () => {
    const foreign = await clubName("owner@example.com", `clubId=${otherClub._id.toHexString()}`);
    const missing = await clubName("owner@example.com", `clubId=${new ObjectId().toHexString()}`);
    expect([foreign.status, foreign.body]).toEqual([404, notFound]);
    expect([missing.status, missing.body]).toEqual([foreign.status, foreign.body]);
    const back = await clubName("other-owner@example.com", `clubId=${ownClub._id.toHexString()}`);
    expect([back.status, back.body]).toEqual([404, notFound]);
  });

  test("an employee with no relation to the club gets the same 404", async () => {
    const [, secondClub] = await h.repos.clubs.findByOwnerId(ownClub.ownerId);
    const res = await clubName("staff@example.com", `clubId=${secondClub?._id.toHexString()}`, "ko");
    expect([res.status, res.body]).toEqual([
      404,
      { code: "not_found", message: translate("not_found", "ko") },
    ]);
  });

  test("an administrator passes in any club that exists; an unknown club is still 404", async () => {
    const own = await clubName("admin@example.com", `clubId=${ownClub._id.toHexString()}`);
    const other = await clubName("admin@example.com", `clubId=${otherClub._id.toHexString()}`);
    expect([own.status, own.body.result, other.body.result]).toEqual([
      200,
      { clubname: "한빛 컨트리클럽" },
      { clubname: "Da Nang Hills" },
    ]);
    const missing = await clubName("admin@example.com", `clubId=${new ObjectId().toHexString()}`);
    expect([missing.status, missing.body]).toEqual([404, notFound]);
  });

  test("malformed club ids answer exactly like an unknown club", async () => {
    for (const query of [
      "clubId=nope",
      "clubId=zzzzzzzzzzzzzzzzzzzzzzzz",
      `clubId=${ownClub._id.toHexString()}0`,
      "clubId=",
      "",
      `clubId=${ownClub._id.toHexString()}&clubId=${ownClub._id.toHexString()}`,
      "clubId[$gt]=",
      `clubId=${"a".repeat(5000)}`,
    ]) {
      const res = await clubName("owner@example.com", query);
      expect([query.slice(0, 60), res.status, res.body]).toEqual([query.slice(0, 60), 404, notFound]);
    }
  });

  test("an account behind a gate gets 403 account_gate on its own club, another's and an unknown one", async () => {
    const unverified = await insertAccount("unverified-owner@example.com", { emailVerifiedAt: null });
    const pending = await insertAccount("pending-owner@example.com", { status: "pending" });
    const unverifiedEmployee = await insertAccount("unverified-staff@example.com", {
      kind: "employee",
      emailVerifiedAt: null,
    });
    const clubs = {
      [unverified.email]: await insertClub(unverified._id, "Unverified Links"),
      [pending.email]: await insertClub(pending._id, "Pending Links"),
      [unverifiedEmployee.email]: ownClub,
    };
    for (const [index, [email, club]] of Object.entries(clubs).entries()) {
      const lang = (["en", "ko", "vi"] as const)[index] ?? "en";
      for (const clubId of [club._id, otherClub._id, new ObjectId()]) {
        const res = await clubName(email, `clubId=${clubId.toHexString()}`, lang);
        expect([email, res.status, res.body]).toEqual([
          email,
          403,
          { code: "account_gate", message: translate("account_gate", lang) },
        ]);
      }
      const malformed = await clubName(email, "clubId=nope", lang);
      expect([email, malformed.body.code]).toEqual([email, "account_gate"]);
    }
  });

  test("without a session → 401 before any club lookup", async () => {
    const res = await h.call("GET", `/club?clubId=${ownClub._id.toHexString()}`);
    expect([res.status, res.body.code]).toEqual([401, "unauthorized"]);
  });
});

describe("requireClubAccess on other routes", () => {
  const probeApp = () => {
    const probe = newRouter();
    probe.use("/probe/*", requireSession(ctx));
    const answer = newRouter().get("*", (c) =>
      c.json({ club: c.var.clubAccess.club.name, role: c.var.clubAccess.role.name }),
    );
    probe.use("/probe/admin-bit", requireClubAccess(ctx, "ADMIN", "read"));
    probe.use("/probe/clubs/:clubId/schedule", requireClubAccess(ctx, "SCHEDULE", "delete"));
    probe.route("/", answer);
    probe.onError(errorHandler(createLogger(() => undefined)));
    return probe;
  };

  const probeCall = async (path: string, email: string) => {
    const res = await probeApp().request(path, {
      headers: { authorization: `Bearer ${await h.signIn(email)}` },
    });
    return { status: res.status, body: await res.json() };
  };

  test("a club the caller stands in without the feature → 403 forbidden; administrators pass", async () => {
    const query = `/probe/admin-bit?clubId=${ownClub._id.toHexString()}`;
    const owner = await probeCall(query, "owner@example.com");
    expect([owner.status, owner.body]).toEqual([
      403,
      { code: "forbidden", message: "You do not have permission to do this." },
    ]);
    const admin = await probeCall(query, "admin@example.com");
    expect([admin.status, admin.body]).toEqual([200, { club: "한빛 컨트리클럽", role: "admin" }]);
  });

  test("the club id can come from the path; the handler sees the club and the role", async () => {
    const own = await probeCall(`/probe/clubs/${ownClub._id.toHexString()}/schedule`, "owner@example.com");
    expect([own.status, own.body]).toEqual([200, { club: "한빛 컨트리클럽", role: "owner" }]);
    const foreign = await probeCall(
      `/probe/clubs/${otherClub._id.toHexString()}/schedule`,
      "owner@example.com",
    );
    const malformed = await probeCall("/probe/clubs/nope/schedule", "owner@example.com");
    expect([foreign.status, foreign.body, malformed.status, malformed.body]).toEqual([
      404,
      notFound,
      404,
      notFound,
    ]);
  });
});

describe("the permission model", () => {
  const everything = Object.fromEntries(actions.map((action) => [action, true]));

  test("owners hold every role kind in their own clubs and nothing in others", async () => {
    const owner = await account("owner@example.com");
    expect(await permissionsFor(ctx, owner, ownClub)).toEqual(
      Object.fromEntries(roleAccessKinds.map((kind) => [kind, everything])),
    );
    expect(await permissionsFor(ctx, owner, otherClub)).toEqual({});
    expect(await clubRoleOf(ctx, owner, otherClub)).toBeUndefined();
  });

  test("an employee holds what their active role grants, and nothing once suspended or removed", async () => {
    const employee = await account("staff@example.com");
    const none = { read: false, create: false, update: false, delete: false };
    expect(await clubRoleOf(ctx, employee, ownClub)).toEqual({
      name: "프런트",
      standing: "staff",
      permissions: {
        SCHEDULE: { ...none, read: true },
        RESERVATION: everything,
        MEMBERSHIP_MANAGEMENT: everything,
      },
    });
    expect(await clubRoleOf(ctx, employee, otherClub)).toBeUndefined();
    const membership = await h.repos.staff.findMembership(ownClub._id, employee._id);
    if (!membership) throw new Error("demo membership missing");
    await h.repos.staff.update(ownClub._id, membership._id, { status: "suspended" });
    expect(await clubRoleOf(ctx, employee, ownClub)).toBeUndefined();
    await h.repos.staff.delete(ownClub._id, membership._id);
    expect(await permissionsFor(ctx, employee, ownClub)).toEqual({});
    await h.repos.staff.insert(membership);
  });

  test("administrators hold every feature, the administrator bit included, in any club", async () => {
    const admin = await account("admin@example.com");
    const permissions = await permissionsFor(ctx, admin, otherClub);
    expect(Object.keys(permissions)).toEqual(["ADMIN", ...roleAccessKinds]);
    expect(Object.values(permissions).every((granted) => Object.values(granted).every(Boolean))).toBe(true);
  });
});
