/**
 * The authorization matrix: every operation the app serves, held to the authorization table
 * (`testing/authorization-table.ts`, written from each endpoint's purpose, apart from the routes). First each route's
 * declared guard (`x-club-access`, or its security) must say what the table says; then every kind of caller must get
 * the answer the table implies. A new route without a row, or without a sample request, fails here.
 */

import { actions, type FeatureKey, roleAccessKinds } from "contracts/domains/common/permissions";
import type { RolePermissions } from "contracts/domains/staff-roles/schemas";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { ClubAccessRule } from "./lib/openapi";
import type { AccountDoc } from "./repositories/accounts-repository";
import type { ClubDoc } from "./repositories/clubs-repository";
import { roleNameKey } from "./repositories/roles-repository";
import { type Access, authorizationTable, describeAccess } from "./testing/authorization-table";
import { aClubInput, aCustomerInput, aReservationInput, aScheduleInput, grantOf } from "./testing/fixtures";
import { demoPassword, type Harness, startHarness } from "./testing/harness";
import { type OperationId, operationIdOf, type SampleRefs, sampleCall, samples } from "./testing/samples";

// The first PDF or import starts a worker thread, which compiles its TypeScript: seconds on a busy machine.
jest.setTimeout(30_000);

let h: Harness;
let club: ClubDoc;
let otherClub: ClubDoc;

const callers = [
  "anonymous",
  "gated account",
  "employee of another club",
  "employee without the kind",
  "employee with read only",
  "employee with a full role",
  "suspended staff",
  "owner of another club",
  "owner",
  "administrator",
] as const;
type Caller = (typeof callers)[number];

let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}-${new ObjectId().toHexString().slice(-6)}`;

const insertAccount = (fields: Partial<AccountDoc> & { password?: string }) =>
  h.insertAccount({
    email: `${unique("m")}@example.com`,
    password: "matrix-password",
    firstName: "Matrix",
    lastName: "Caller",
    kind: "employee",
    ...fields,
  });

async function insertRole(clubId: ObjectId, permissions: RolePermissions) {
  const now = new Date();
  const name = unique("Role ");
  const _id = new ObjectId();
  await h.repos.roles.insert({
    _id,
    clubId,
    name,
    nameKey: roleNameKey(name),
    note: "",
    permissions,
    createdAt: now,
    updatedAt: now,
  });
  return _id;
}

async function insertStaff(
  clubId: ObjectId,
  accountId: ObjectId,
  roleId: ObjectId,
  status = "active" as const,
) {
  const _id = new ObjectId();
  await h.repos.staff.insert({
    _id,
    clubId,
    accountId,
    roleId,
    status,
    name: "Matrix Caller",
    email: `${unique("s")}@example.com`,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return _id;
}

const grant = grantOf;

/** A staff member of `clubId` holding a role with `permissions`; signed in. */
async function employeeWith(
  clubId: ObjectId,
  permissions: RolePermissions,
  status: "active" | "suspended" = "active",
) {
  const account = await insertAccount({});
  const roleId = await insertRole(clubId, permissions);
  await h.repos.staff.insert({
    _id: new ObjectId(),
    clubId,
    accountId: account._id,
    roleId,
    status,
    name: "Matrix Caller",
    email: account.email,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return h.signIn(account.email, "matrix-password");
}

/** The club's own information as an update body: a valid PUT that changes nothing. */
async function clubInputOf(clubId: ObjectId) {
  const found = await h.repos.clubs.findById(clubId);
  if (!found) throw new Error("club missing");
  const { _id, ownerId, image, createdAt, updatedAt, courses, greenFees, ...details } = found;
  return {
    ...details,
    courses: courses.map(({ courseId, name }) => ({ courseId: courseId.toHexString(), name })),
    greenFees: greenFees.map(({ greenFeeId, ...fee }) => ({ ...fee, greenFeeId: greenFeeId.toHexString() })),
  };
}

let scheduleDay = 0;
/** A schedule on a day of its own, so successive creations never overlap. */
async function scheduleInputOf(clubId: ObjectId) {
  const found = await h.repos.clubs.findById(clubId);
  const [fee] = found?.greenFees ?? [];
  const [teeUp] = found?.teeUps ?? [];
  if (!fee || !teeUp) throw new Error("club details missing");
  const date = new Date(Date.UTC(2031, 0, 1 + ++scheduleDay)).toISOString().slice(0, 10);
  return aScheduleInput(fee.greenFeeId.toHexString(), {
    startDate: date,
    endDate: date,
    startTime: teeUp.firstTeeUp,
    endTime: teeUp.lastTeeUp,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
}

/** A schedule the owner adds, for the rows that read, change or remove one. */
async function ownersSchedule(clubId: ObjectId) {
  const input = await scheduleInputOf(clubId);
  const res = await h.call("POST", `/clubs/${clubId}/schedules`, { token: fixed.owner, body: input });
  if (res.status !== 201) throw new Error(`schedule not added: ${res.status} ${JSON.stringify(res.body)}`);
  return { input, scheduleId: res.body.result.scheduleId as string };
}

/** A tee time for sale on a day of its own (a fresh public schedule), on the club's first course. */
async function saleSlotOf(clubId: ObjectId) {
  const { input } = await ownersSchedule(clubId);
  const found = await h.repos.clubs.findById(clubId);
  const course = found?.courses[0];
  if (!found || !course) throw new Error("club courses missing");
  return { date: input.startDate, courseId: course.courseId.toHexString(), teeTime: input.startTime };
}

/** A tee time for sale and the club's smallest party: what a booking that stands takes. */
async function bookable(clubId: ObjectId) {
  const found = await h.repos.clubs.findById(clubId);
  return { slot: await saleSlotOf(clubId), players: found?.minPlayers ?? 1 };
}

/** A reservation the owner books, for the rows that read or change one. */
async function ownersReservation(clubId: ObjectId) {
  const res = await h.call("POST", `/clubs/${clubId}/reservations`, {
    token: fixed.owner,
    body: await (async () => {
      const { slot, players } = await bookable(clubId);
      return aReservationInput(slot, { name: "Matrix Guest", players });
    })(),
  });
  if (res.status !== 201)
    throw new Error(`reservation not booked: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.reservationId as string;
}

let tierSeq = 0;
/** A tier the owner's club gets straight in the database, so a refused caller's row still finds one. */
async function insertTier(clubId: ObjectId) {
  const now = new Date();
  const name = `Matrix tier ${++tierSeq}`;
  const _id = new ObjectId();
  await h.repos.membershipTiers.insert({
    _id,
    clubId,
    name,
    nameKey: name.toLowerCase(),
    priceCents: 10_000,
    period: "year",
    discountRatePercent: 5,
    discountTarget: "all",
    benefit: "",
    note: "",
    status: "active",
    createdAt: now,
    updatedAt: now,
  });
  return _id;
}
async function insertCustomer(clubId: ObjectId) {
  const res = await h.call("POST", `/clubs/${clubId}/customers`, {
    token: fixed.owner,
    body: aCustomerInput((await insertTier(clubId)).toHexString(), {
      name: "Matrix Customer",
      email: `${unique("c")}@example.com`,
    }),
  });
  if (res.status !== 201) throw new Error(`customer not added: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.customerId as string;
}
const hex = (id: ObjectId) => id.toHexString();
const freshSchedule = async (clubId: ObjectId) => ({ scheduleId: (await ownersSchedule(clubId)).scheduleId });
const freshRole = async (clubId: ObjectId) => ({ roleId: hex(await insertRole(clubId, {})) });
const freshStaff = async (clubId: ObjectId) => ({
  staffId: hex(await insertStaff(clubId, (await insertAccount({}))._id, await insertRole(clubId, {}))),
});
const freshReservation = async (clubId: ObjectId) => ({ reservationId: await ownersReservation(clubId) });
/** A waiting desk entry for a tee time of its own on sale: what an offer or a removal acts on. */
async function freshEntry(clubId: ObjectId) {
  const { slot, players } = await bookable(clubId);
  const now = new Date();
  const entryId = new ObjectId();
  await h.repos.waitlist.insert({
    _id: entryId,
    clubId,
    date: slot.date,
    from: slot.teeTime,
    to: slot.teeTime,
    courseId: null,
    players,
    name: "Matrix Waiting",
    phoneCode: "82",
    phoneNumber: "01012345678",
    email: null,
    source: "desk",
    language: "en",
    state: "waiting",
    queuedAt: now,
    offer: null,
    createdAt: now,
    updatedAt: now,
  });
  return { entryId: hex(entryId), slot, players };
}
const freshTier = async (clubId: ObjectId) => ({ tierId: hex(await insertTier(clubId)) });
const freshCustomer = async (clubId: ObjectId) => ({ customerId: await insertCustomer(clubId) });

/**
 * What a sample request (`testing/samples.ts`) refers to in `club`, made fresh for each call where the request
 * uses it up (a delete) or must find it (a read or change of one thing), so every caller's row finds its own.
 */
const fresh: Partial<Record<OperationId, (clubId: ObjectId) => Promise<Partial<SampleRefs>>>> = {
  createSchedule: async (clubId) => ({ schedule: await scheduleInputOf(clubId) }),
  getSchedule: freshSchedule,
  updateSchedule: async (clubId) => {
    const { input, scheduleId } = await ownersSchedule(clubId);
    return { scheduleId, schedule: input };
  },
  deleteSchedule: freshSchedule,
  modifySchedules: async (clubId) => ({ schedule: (await ownersSchedule(clubId)).input }),
  updateClub: async (clubId) => ({ club: await clubInputOf(clubId) }),
  getRole: freshRole,
  updateRole: freshRole,
  deleteRole: freshRole,
  addStaff: async (clubId) => ({
    employeeEmail: (await insertAccount({})).email,
    roleId: hex(await insertRole(clubId, {})),
  }),
  getStaffMember: freshStaff,
  updateStaff: freshStaff,
  deleteStaff: freshStaff,
  createReservation: bookable,
  // Far outside the online booking window, so no caller takes a place and every one is refused alike.
  bookOnline: bookable,
  getReservation: freshReservation,
  updateReservation: freshReservation,
  getReservationConfirmationPdf: freshReservation,
  moveReservation: async (clubId) => ({
    ...(await freshReservation(clubId)),
    slot: await saleSlotOf(clubId),
  }),
  // One name per player of the fresh booking.
  setReservationGuests: async (clubId) => {
    const { reservationId } = await freshReservation(clubId);
    const booked = await h.repos.reservations.findById(clubId, new ObjectId(reservationId));
    return { reservationId, players: booked?.players ?? 1 };
  },
  checkInReservation: freshReservation,
  offerWaitlistEntry: freshEntry,
  // A real tee time far outside the online window: every caller is refused alike.
  joinWaitlist: bookable,
  removeWaitlistEntry: freshEntry,
  addReservationPayment: freshReservation,
  // A payment put on the booking straight in the database, so the booking is still at version 0.
  voidReservationPayment: async (clubId) => {
    const { reservationId } = await freshReservation(clubId);
    const paymentId = new ObjectId();
    await h.repos.reservations.collection.updateOne(
      { _id: new ObjectId(reservationId) },
      {
        $set: {
          payments: [
            {
              _id: paymentId,
              amountCents: 1000,
              method: "cash",
              day: "2026-12-05",
              at: new Date(),
              by: "owner@example.com",
              voidedAt: null,
              voidedBy: null,
            },
          ],
        },
      },
    );
    return { reservationId, paymentId: paymentId.toHexString() };
  },
  getMembershipTier: freshTier,
  updateMembershipTier: freshTier,
  setMembershipTierStatus: freshTier,
  deleteMembershipTier: freshTier,
  createCustomer: freshTier,
  getCustomer: freshCustomer,
  updateCustomer: async (clubId) => ({ ...(await freshCustomer(clubId)), ...(await freshTier(clubId)) }),
  deleteCustomer: freshCustomer,
  importCustomers: async (clubId) => {
    const tier = await h.repos.membershipTiers.findInClub(clubId, await insertTier(clubId));
    return { tierName: tier?.name ?? "" };
  },
};

const fakeId = "0123456789abcdef01234567";
/** The sample request of an operation in `clubId`, with fresh targets where it needs them. */
async function sampleIn(key: string, clubId: ObjectId, refs: Partial<SampleRefs> = {}) {
  const operationId = operationIdOf(key);
  return sampleCall(operationId, {
    clubId: hex(clubId),
    clientId: fakeId,
    roleId: fakeId,
    staffId: fakeId,
    scheduleId: fakeId,
    tierId: fakeId,
    tierName: "",
    customerId: fakeId,
    reservationId: fakeId,
    paymentId: fakeId,
    entryId: fakeId,
    slot: { date: "2026-12-05", courseId: fakeId, teeTime: "07:00" },
    players: 1,
    schedule: aScheduleInput(fakeId),
    club: aClubInput(),
    employeeEmail: "nobody@example.com",
    email: "owner@example.com",
    unique,
    ...refs,
    ...(await fresh[operationId]?.(clubId)),
  });
}

/**
 * Operations that name a club without being guarded by its club access, with every caller's answer written out:
 * all staff (business owners and administrators only; a club id narrows it to a club they own), the role
 * lookup, which answers an empty role rather than refusing, and the public club picture.
 */
const special: Record<
  string,
  { before?: (clubId: ObjectId) => Promise<void>; expected: Record<Caller, number> }
> = {
  "GET /staff": {
    expected: {
      anonymous: 401,
      "gated account": 403,
      "employee of another club": 403,
      "employee without the kind": 403,
      "employee with read only": 403,
      "employee with a full role": 403,
      "suspended staff": 403,
      "owner of another club": 404,
      owner: 200,
      administrator: 200,
    },
  },
  // Club pictures are public: an <img> cannot send a bearer token (docs/api.md).
  "GET /clubs/{clubId}/image": {
    before: async (clubId) => {
      // Another row may have just removed it.
      const upload = sampleCall("uploadClubImage", { clubId: hex(clubId) } as SampleRefs);
      await h.call("PUT", upload.path, { token: fixed.owner, raw: upload.raw });
    },
    expected: Object.fromEntries(callers.map((c) => [c, 200])) as Record<Caller, number>,
  },
  // Online booking is for golfers, who have no session: every caller gets the same answer.
  "GET /public/clubs/{clubId}": {
    expected: Object.fromEntries(callers.map((c) => [c, 200])) as Record<Caller, number>,
  },
  "GET /public/clubs/{clubId}/availability": {
    expected: Object.fromEntries(callers.map((c) => [c, 200])) as Record<Caller, number>,
  },
  "POST /public/clubs/{clubId}/reservations": {
    // Far outside the online booking window (see `fresh`), so every caller is refused alike.
    expected: Object.fromEntries(callers.map((c) => [c, 409])) as Record<Caller, number>,
  },
  "POST /public/clubs/{clubId}/waitlist": {
    // A day far outside the online window: every caller is refused alike (waitlist_date_not_open).
    expected: Object.fromEntries(callers.map((c) => [c, 409])) as Record<Caller, number>,
  },
  "GET /public/clubs/{clubId}/release-challenge": {
    expected: Object.fromEntries(callers.map((c) => [c, 200])) as Record<Caller, number>,
  },
  "POST /public/clubs/{clubId}/release-entries": {
    // A proof no server signed: every caller is refused alike (release_proof_invalid).
    expected: Object.fromEntries(callers.map((c) => [c, 422])) as Record<Caller, number>,
  },
  "POST /public/clubs/{clubId}/release-reminders": {
    // The club releases no days: every caller is refused alike (release_not_joinable).
    expected: Object.fromEntries(callers.map((c) => [c, 409])) as Record<Caller, number>,
  },
  "GET /users/role": {
    expected: { ...Object.fromEntries(callers.map((c) => [c, 200])), anonymous: 401 } as Record<
      Caller,
      number
    >,
  },
};

type Operation = {
  security?: unknown[];
  "x-club-access"?: ClubAccessRule;
  parameters?: { name: string }[];
  responses: Record<string, unknown>;
};
let operations: { key: string; method: string; operation: Operation }[];

/** Tokens of the callers that do not depend on the operation's feature. */
let fixed: Record<
  Exclude<Caller, "employee without the kind" | "employee with read only">,
  string | undefined
>;
const perFeature = new Map<string, { without: string; readOnly: string }>();

async function featureCallers(feature: FeatureKey) {
  let found = perFeature.get(feature);
  if (!found) {
    const others = roleAccessKinds.filter((kind) => kind !== feature);
    found = {
      without: await employeeWith(club._id, grant(others, actions)),
      readOnly: await employeeWith(club._id, grant([feature], ["read"])),
    };
    perFeature.set(feature, found);
  }
  return found;
}

async function tokenOf(caller: Caller, feature: FeatureKey) {
  if (caller === "employee without the kind") return (await featureCallers(feature)).without;
  if (caller === "employee with read only") return (await featureCallers(feature)).readOnly;
  return fixed[caller];
}

type ClubAccess = Exclude<Access, "public" | "signed-in" | "admin" | "business" | "account-editor">;
const isClubAccess = (access: Access): access is ClubAccess =>
  typeof access !== "string" || access === "owner" || access === "any-role";

/** The table's answer for a caller of a club-guarded operation; `success` is the operation's 2xx status. */
function expectedStatus(caller: Caller, access: ClubAccess, success: number) {
  const ownersOnly = access === "owner";
  const anyRole = access === "any-role";
  switch (caller) {
    case "anonymous":
      return 401;
    case "gated account":
      return 403;
    case "employee of another club":
    case "suspended staff":
    case "owner of another club":
      return 404;
    case "employee without the kind":
      return anyRole ? success : 403;
    case "employee with read only":
      return anyRole || (typeof access === "object" && access.action === "read") ? success : 403;
    case "employee with a full role":
      return ownersOnly ? 403 : success;
    case "owner":
    case "administrator":
      return success;
  }
}

/** The feature whose employees stand in for "without the kind" and "read only" on an operation. */
const featureOf = (access: ClubAccess): FeatureKey =>
  typeof access === "object" ? access.feature : "CLUB_INFORMATION";

const codeFor = (status: number, caller: Caller) =>
  ({ 401: "unauthorized", 404: "not_found", 403: caller === "gated account" ? "account_gate" : "forbidden" })[
    status
  ];

beforeAll(async () => {
  h = await startHarness();
  const owner = await h.ownerWithClub({ name: "Matrix CC" });
  const found = await h.repos.clubs.findById(new ObjectId(owner.clubId));
  if (!found) throw new Error("club missing");
  club = found;
  const administrator = await insertAccount({ kind: "admin", isAdmin: true });
  const otherOwner = await insertAccount({ kind: "business", email: "matrix-owner@example.com" });
  otherClub = {
    ...club,
    _id: new ObjectId(),
    ownerId: otherOwner._id,
    name: "Da Nang Hills",
    city: "Da Nang",
    image: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await h.repos.clubs.insert(otherClub);
  const everything = grant(roleAccessKinds, actions);
  const gated = await insertAccount({ emailVerifiedAt: null });
  await insertStaff(club._id, gated._id, await insertRole(club._id, everything));
  fixed = {
    anonymous: undefined,
    "gated account": await h.signIn(gated.email, "matrix-password"),
    "employee of another club": await employeeWith(otherClub._id, everything),
    "employee with a full role": await employeeWith(club._id, everything),
    "suspended staff": await employeeWith(club._id, everything, "suspended"),
    "owner of another club": await h.signIn(otherOwner.email, "matrix-password"),
    owner: owner.token,
    administrator: await h.signIn(administrator.email, "matrix-password"),
  };
  const openapi = (await h.call("GET", "/openapi.json")).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      operation,
    })),
  );
});
afterAll(() => h.stop());

/** An account the public sign-in, resend and reset samples name, with the matrix's password. */
let signInEmail: string;
beforeAll(async () => {
  signInEmail = (await insertAccount({ kind: "business", password: demoPassword })).email;
});

const clubScoped = () =>
  operations.filter(
    (op) => op.operation["x-club-access"] || op.operation.parameters?.some((p) => p.name === "clubId"),
  );

/** What a route's own declaration grants, in the table's words, so the two compare as text. */
function declared(op: { key: string; operation: Operation }) {
  const rule = op.operation["x-club-access"];
  if (rule?.ownersOnly) return "owner";
  if (rule?.anyRole) return "any-role";
  if (rule) return `${rule.feature} ${rule.action}`;
  return op.operation.security?.length ? "session" : "public";
}

/** What the table asks a route to declare: the kinds of account checked inside a handler show only as a session. */
function declarationFor(key: string, access: Access) {
  if (["signed-in", "admin", "business", "account-editor"].includes(access as string)) return "session";
  // All staff of an owner narrows by club inside its handler; its callers are written out in `special`.
  if (access === "owner" && special[key]) return "session";
  return describeAccess(access);
}

test("every route declares the access the authorization table gives it, and has a row there", () => {
  const mismatches = operations.flatMap((op) => {
    const operationId = operationIdOf(op.key);
    const access = authorizationTable[operationId] as Access | undefined;
    if (!access) return [`${op.key} (${operationId}): no row in the authorization table`];
    const wanted = declarationFor(op.key, access);
    const got = declared(op);
    return got === wanted ? [] : [`${op.key} (${operationId}): declares ${got}, the table says ${wanted}`];
  });
  expect(mismatches).toEqual([]);
  const served = new Set(operations.map((op) => operationIdOf(op.key)));
  expect(Object.keys(authorizationTable).filter((id) => !served.has(id as OperationId))).toEqual([]);
});

test("every operation that names a club is guarded or has its callers written out here, and has a sample", () => {
  const undeclared = clubScoped()
    .filter((op) => !op.operation["x-club-access"] && !special[op.key])
    .map((op) => op.key);
  expect(undeclared).toEqual([]);
  const withoutSample = clubScoped()
    .filter((op) => op.operation["x-club-access"] && !(operationIdOf(op.key) in samples))
    .map((op) => op.key);
  expect(withoutSample).toEqual([]);
  expect(Object.keys(special).filter((key) => !operations.some((op) => op.key === key))).toEqual([]);
});

test("each club-scoped operation × each caller → the table's answer, in the request language", async () => {
  const guarded = clubScoped().filter((op) => op.operation["x-club-access"]);
  expect(guarded.length).toBeGreaterThanOrEqual(11);
  const results: string[] = [];
  const wanted: string[] = [];
  for (const { key, method, operation } of guarded) {
    const access = authorizationTable[operationIdOf(key)];
    // A row that is not a club's access already fails the declaration test above.
    if (!isClubAccess(access)) continue;
    const success = Number(Object.keys(operation.responses).find((status) => status.startsWith("2")));
    for (const [index, caller] of callers.entries()) {
      const lang = index % 2 ? "ko" : "en";
      const { path, body, raw, headers } = await sampleIn(key, club._id);
      const token = await tokenOf(caller, featureOf(access));
      const res = await h.call(method, path, { token, body, raw, headers, lang });
      const status = expectedStatus(caller, access, success);
      const code = codeFor(status, caller);
      results.push(`${key} ${caller} → ${res.status} ${res.status >= 400 ? res.body.code : ""}`);
      wanted.push(`${key} ${caller} → ${status} ${code ?? ""}`);
      if (code && res.status === status) {
        expect([key, caller, res.body.message]).toEqual([key, caller, translate(code as never, lang)]);
      }
    }
  }
  expect(results).toEqual(wanted);
  // Hundreds of requests: on a busy machine this takes a minute.
}, 180_000);

/**
 * The operations that name no club: each caller signs in afresh for every call (sign-out ends its session). A
 * public operation answers every caller alike; one for a kind of account refuses the others with 401 or 403.
 */
test("each operation outside a club × an anonymous caller, an employee, a business owner, an administrator", async () => {
  const kinds = ["anonymous", "employee", "business", "admin"] as const;
  const signedIn = async (kind: (typeof kinds)[number]) => {
    if (kind === "anonymous") return undefined;
    const account = await insertAccount({ kind, isAdmin: kind === "admin", password: demoPassword });
    return h.signIn(account.email, demoPassword);
  };
  const results: string[] = [];
  const wanted: string[] = [];
  for (const { key, method, operation } of operations) {
    const access = authorizationTable[operationIdOf(key)];
    if (operation["x-club-access"] || special[key] || isClubAccess(access)) continue;
    const answers: Record<string, string> = {};
    for (const kind of kinds) {
      const { path, body, raw, headers } = await sampleIn(key, club._id, { email: signInEmail });
      const res = await h.call(method, path, { token: await signedIn(kind), body, raw, headers });
      // A 403 that asks for a fresh password check (reauthentication_required) lets the caller through.
      const refused = res.status === 401 || ["forbidden", "account_gate"].includes(res.body?.code);
      answers[kind] = refused ? String(res.status) : "answered";
    }
    const allowed = (kind: (typeof kinds)[number]) =>
      access === "public" ||
      (kind !== "anonymous" && (access === "signed-in" || access === kind)) ||
      // The employee here holds no role anywhere, so no Account update either.
      (access === "account-editor" && (kind === "business" || kind === "admin"));
    // An allowed caller's answer is the route's own business (a 404 for a made-up id): only that it is no refusal.
    results.push(`${key}: ${kinds.map((kind) => `${kind} ${answers[kind]}`).join(", ")}`);
    wanted.push(
      `${key}: ${kinds.map((kind) => `${kind} ${allowed(kind) ? "answered" : kind === "anonymous" ? 401 : 403}`).join(", ")}`,
    );
  }
  expect(results).toEqual(wanted);
}, 60_000);

test("operations that name a club without its guard answer as written out", async () => {
  const results: string[] = [];
  const wanted: string[] = [];
  for (const [key, { before, expected }] of Object.entries(special)) {
    for (const caller of callers) {
      await before?.(club._id);
      const { method, path, body, headers } = await sampleIn(key, club._id);
      const res = await h.call(method, path, {
        token: fixed[caller as keyof typeof fixed] ?? (await tokenOf(caller, "STAFF_LIST")),
        body,
        headers,
      });
      results.push(`${key} ${caller} → ${res.status}`);
      wanted.push(`${key} ${caller} → ${expected[caller]}`);
    }
  }
  expect(results).toEqual(wanted);
});

test("the read-only employee's role answer names only the granted kind; the suspended one's is empty", async () => {
  const { readOnly } = await featureCallers("STAFF_LIST");
  const granted = await h.call("GET", `/users/role?clubId=${club._id}`, { token: readOnly });
  expect(granted.body.result.list.map((item: { accessCode: string }) => item.accessCode)).toEqual([
    "STAFF_LIST",
  ]);
  const suspended = await h.call("GET", `/users/role?clubId=${club._id}`, {
    token: fixed["suspended staff"],
  });
  expect(suspended.body.result).toEqual({ list: [], roleAccessCnt: 0, roleAccessKindCnt: 8 });
});

/**
 * The escalation table: every role and staff write that would hand out, or take from someone stronger, an action
 * the caller does not hold. A staff manager (Role setting and Staff list, nothing else) is refused with 403 and
 * nothing changes; the owner sending the very same request is allowed.
 */
describe("escalation: nobody grants more than they hold", () => {
  const manages = { ...grant(["ROLE_SETTING", "STAFF_LIST"], actions) };
  const stronger = grant(["ROLE_SETTING", "STAFF_LIST", "MEMBERSHIP_MANAGEMENT"], actions);
  const everything = () => grant(roleAccessKinds, actions);

  /** A staff manager of the club: their account, role, membership and signed-in token. */
  async function manager() {
    const account = await insertAccount({});
    const roleId = await insertRole(club._id, manages);
    const staffId = await insertStaff(club._id, account._id, roleId);
    return { account, roleId, staffId, token: await h.signIn(account.email, "matrix-password") };
  }
  const memberWith = async (permissions: RolePermissions) =>
    insertStaff(club._id, (await insertAccount({}))._id, await insertRole(club._id, permissions));

  type Me = Awaited<ReturnType<typeof manager>>;
  const rows: [string, string, (me: Me) => Promise<{ method: string; path: string; body?: unknown }>][] = [
    [
      "their own role granting every action",
      "grant_beyond_own",
      async (me) => ({
        method: "PUT",
        path: `/clubs/${club._id}/roles/${me.roleId}`,
        body: { name: unique("Mine "), note: "", permissions: everything() },
      }),
    ],
    [
      "a new role with an action they lack",
      "grant_beyond_own",
      async () => ({
        method: "POST",
        path: `/clubs/${club._id}/roles`,
        body: { name: unique("New "), note: "", permissions: grant(["MEMBERSHIP_MANAGEMENT"], ["read"]) },
      }),
    ],
    [
      "narrowing a stronger role",
      "role_beyond_own",
      async () => ({
        method: "PUT",
        path: `/clubs/${club._id}/roles/${await insertRole(club._id, stronger)}`,
        body: { name: unique("Narrowed "), note: "", permissions: {} },
      }),
    ],
    [
      "their own membership moved to a stronger role",
      "own_membership",
      async (me) => ({
        method: "PATCH",
        path: `/clubs/${club._id}/staff/${me.staffId}`,
        body: { roleId: (await insertRole(club._id, stronger)).toHexString() },
      }),
    ],
    [
      "their own membership suspended",
      "own_membership",
      async (me) => ({
        method: "PATCH",
        path: `/clubs/${club._id}/staff/${me.staffId}`,
        body: { status: "suspended" },
      }),
    ],
    [
      "their own membership removed",
      "own_membership",
      async (me) => ({ method: "DELETE", path: `/clubs/${club._id}/staff/${me.staffId}` }),
    ],
    [
      "suspending a member whose role is stronger",
      "member_beyond_own",
      async () => ({
        method: "PATCH",
        path: `/clubs/${club._id}/staff/${await memberWith(stronger)}`,
        body: { status: "suspended" },
      }),
    ],
    [
      "removing a member whose role is stronger",
      "member_beyond_own",
      async () => ({ method: "DELETE", path: `/clubs/${club._id}/staff/${await memberWith(stronger)}` }),
    ],
    [
      "adding staff with a stronger role",
      "grant_beyond_own",
      async () => ({
        method: "POST",
        path: `/clubs/${club._id}/staff`,
        body: {
          email: (await insertAccount({})).email,
          roleId: (await insertRole(club._id, stronger)).toHexString(),
        },
      }),
    ],
    [
      "giving a weaker member a stronger role",
      "grant_beyond_own",
      async () => ({
        method: "PATCH",
        path: `/clubs/${club._id}/staff/${await memberWith({})}`,
        body: { roleId: (await insertRole(club._id, stronger)).toHexString() },
      }),
    ],
  ];

  const clubState = async () => ({
    roles: await h.db.collection("roles").find({ clubId: club._id }).sort({ _id: 1 }).toArray(),
    staff: await h.db.collection("staff").find({ clubId: club._id }).sort({ _id: 1 }).toArray(),
  });

  test.each(rows)(
    "%s → 403 %s for the staff manager, nothing changed; allowed for the owner",
    async (_, code, make) => {
      const me = await manager();
      const request = await make(me);
      const before = await clubState();
      for (const lang of ["en", "vi"] as const) {
        const res = await h.call(request.method, request.path, { token: me.token, body: request.body, lang });
        expect([res.status, res.body.code, res.body.message]).toEqual([
          403,
          code,
          translate(code as never, lang),
        ]);
      }
      expect(await clubState()).toEqual(before);
      const byOwner = await h.call(request.method, request.path, { token: fixed.owner, body: request.body });
      expect([byOwner.status, byOwner.body.code]).toEqual([request.method === "POST" ? 201 : 200, undefined]);
    },
  );

  test("the self-promotion attempt leaves the caller without the customers they could not read", async () => {
    const me = await manager();
    const customers = `/clubs/${club._id}/customers?page=1`;
    expect((await h.call("GET", customers, { token: me.token })).status).toBe(403);
    const promote = await h.call("PUT", `/clubs/${club._id}/roles/${me.roleId}`, {
      token: me.token,
      body: { name: unique("Mine "), note: "", permissions: everything() },
    });
    expect(promote.status).toBe(403);
    expect((await h.call("GET", customers, { token: me.token })).status).toBe(403);
  });

  test("within what they hold, the staff manager still manages roles and staff", async () => {
    const me = await manager();
    const role = await h.call("POST", `/clubs/${club._id}/roles`, {
      token: me.token,
      body: { name: unique("Helper "), note: "", permissions: grant(["STAFF_LIST"], ["read"]) },
    });
    expect(role.status).toBe(201);
    const member = await memberWith(grant(["STAFF_LIST"], ["read", "update"]));
    const moved = await h.call("PATCH", `/clubs/${club._id}/staff/${member}`, {
      token: me.token,
      body: { roleId: role.body.result.roleId, status: "suspended" },
    });
    expect([moved.status, moved.body.result?.status]).toEqual([200, "suspended"]);
    expect((await h.call("DELETE", `/clubs/${club._id}/staff/${member}`, { token: me.token })).status).toBe(
      200,
    );
  });
});
