/**
 * Cross-cutting guarantees, checked on every route the app serves: the OpenAPI document describes each one, a
 * bearer route refuses every kind of dead session, client review refuses non-administrators, and hostile input
 * answers 4xx in the request language and writes nothing. The route list comes from the app itself, so a new route
 * without a sample below fails here until it is brought under these checks.
 */

import { allEndpoints } from "contracts/endpoints/all";
import type { Endpoint } from "contracts/endpoints/endpoint";
import { errorCodes } from "contracts/errors/codes";
import { type MessageLanguage, messages, translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { basePath } from "./app";
import { tokenDigest } from "./lib/tokens";
import {
  aBusinessSignUp,
  aBusinessSignUpForm,
  aCertificate,
  aClubInput,
  aCustomerInput,
  aRoleInput,
  aScheduleInput,
  aTierInput,
  grantOf,
} from "./testing/fixtures";
import { type CallOptions, type Harness, startHarness } from "./testing/harness";
import { type OperationId, operationIdOf, type SampleRefs, sampleCall, samples } from "./testing/samples";

// The first PDF or import starts a worker thread, which compiles its TypeScript: seconds on a busy machine.
jest.setTimeout(30_000);

let h: Harness;
let ids: {
  clientId: string;
  clubId: string;
  roleId: string;
  staffId: string;
  scheduleId: string;
  tierId: string;
  customerId: string;
};
let tokens: { admin: string; owner: string; staff: string };

const fakeId = "0123456789abcdef01234567";
let seq = 0;
/** What the samples refer to here: the ids made in `beforeAll`; a reservation, a course and a fee that do not exist. */
const refs = (): SampleRefs => ({
  ...ids,
  tierName: "Route Gold",
  // No such reservation: every route must still answer it cleanly.
  reservationId: fakeId,
  paymentId: fakeId,
  entryId: fakeId,
  slot: { date: "2026-12-05", courseId: fakeId, teeTime: "07:00" },
  players: 2,
  schedule: aScheduleInput(fakeId),
  club: aClubInput(),
  employeeEmail: staffEmail,
  email: ownerEmail,
  unique: (prefix) => `every-route-${prefix}${++seq}`,
});
const keyOf = (endpoint: Endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`;
const sampleOf = (key: string) => samples[operationIdOf(key)];

/** Routes anyone may call; every other route must demand a session. */
const publicOperations = [
  "GET /health",
  "GET /health/ready",
  "POST /sign-up/business",
  "POST /sign-up/employee",
  "POST /sign-up/verify",
  "POST /sign-up/resend",
  "POST /sign-in",
  "POST /password-reset",
  "POST /password-reset/confirm",
  // Club pictures are marketing pictures an <img> loads without a bearer token (docs/api.md "Clubs").
  "GET /clubs/{clubId}/image",
  // A club's own website or app books for golfers, who have no session (docs/api.md "Reservations").
  "GET /public/clubs/{clubId}",
  "GET /public/clubs/{clubId}/availability",
  "POST /public/clubs/{clubId}/reservations",
  // The golfer's confirmation page reads, confirms and cancels a booking with the mailed token alone.
  "GET /public/booking-holds",
  "POST /public/booking-holds/confirm",
  "POST /public/booking-holds/cancel",
  // Golfers join the waitlist without a session and answer for their entry with its mailed token alone.
  "POST /public/clubs/{clubId}/waitlist",
  "GET /public/waitlist",
  "POST /public/waitlist/confirm",
  "POST /public/waitlist/leave",
  // Golfers join a day's release with a mailed code and take their turn with the token it gives.
  "GET /public/clubs/{clubId}/release-challenge",
  "POST /public/clubs/{clubId}/release-entries",
  "POST /public/clubs/{clubId}/release-reminders",
  "POST /public/release-entries/verify",
  "GET /public/release-entry",
  "GET /public/release-entry/live",
  "POST /public/release-entry/rejoin",
  "POST /public/release-entry/done",
];

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
let openapi: { paths: Record<string, Record<string, Operation>>; components: { schemas: object } };
const operations = () =>
  Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );

const requestOf = (key: string, extra: CallOptions = {}): [string, string, CallOptions] => {
  const call = sampleCall(operationIdOf(key), refs());
  const options: CallOptions = { ...extra };
  if (call.body !== undefined && !extra.raw && extra.body === undefined) options.body = call.body;
  if (call.raw && !extra.raw) options.raw = call.raw;
  if (call.headers) options.headers = { ...call.headers, ...extra.headers };
  return [call.method, call.path, options];
};

/** Everything the database holds, to prove a refused request changed nothing. */
async function snapshot() {
  const collections = await h.db.listCollections({}, { nameOnly: true }).toArray();
  const names = collections.map((c) => c.name).sort();
  return Promise.all(
    names.map(async (name) => [name, await h.db.collection(name).find({}).sort({ _id: 1 }).toArray()]),
  );
}

const languages: MessageLanguage[] = ["en", "ko", "vi"];
const knownMessages = (language: MessageLanguage) => new Set(Object.values(messages[language]));

/** A refusal: 4xx, a known code, its message and every issue message in the request language. */
function expectRefusal(res: { status: number; body: unknown }, language: MessageLanguage, label: string) {
  const body = res.body as { code?: string; message?: string; issues?: { message: string }[] };
  const context = `${label} → ${res.status} ${JSON.stringify(body).slice(0, 300)}`;
  expect([context, res.status >= 400 && res.status < 500]).toEqual([context, true]);
  expect([context, (errorCodes as readonly string[]).includes(body.code ?? "")]).toEqual([context, true]);
  expect([context, body.message]).toEqual([context, translate(body.code as never, language)]);
  for (const issue of body.issues ?? []) {
    expect([context, knownMessages(language).has(issue.message)]).toEqual([context, true]);
  }
}

/** A business account (which may edit its profile) with `password`. */
async function accountWithPassword(email: string, password: string) {
  return (await h.insertAccount({ email, password, kind: "business" }))._id;
}

let ownerEmail: string;
let staffEmail: string;
beforeAll(async () => {
  h = await startHarness();
  const admin = await h.insertAccount({ kind: "admin", isAdmin: true });
  const made = await h.ownerWithClub({ name: "Every Route CC" });
  const employee = await h.insertAccount({ kind: "employee" });
  ownerEmail = made.account.email;
  staffEmail = employee.email;
  tokens = {
    admin: await h.signIn(admin.email),
    owner: made.token,
    staff: await h.signIn(staffEmail),
  };
  const ownerToken = made.token;
  const signUp = await h.call("POST", "/sign-up/business", {
    raw: aBusinessSignUpForm({ email: "client@example.com" }),
  });
  expect(signUp.status).toBe(201);
  const client = await h.repos.accounts.findByEmail("client@example.com");
  const club = await h.repos.clubs.findById(new ObjectId(made.clubId));
  const fee = club?.greenFees[0];
  if (!client || !club || !fee) throw new Error("test data missing");
  const clubPath = `/clubs/${club._id}`;
  // A role, the employee on its staff, and a schedule: what the routes that name one find.
  const role = await h.call("POST", `${clubPath}/roles`, {
    token: ownerToken,
    body: aRoleInput({ name: "Desk", permissions: grantOf(["SCHEDULE"], ["read"]) }),
  });
  const staff = await h.call("POST", `${clubPath}/staff`, {
    token: ownerToken,
    body: { email: staffEmail, roleId: role.body.result.roleId },
  });
  const schedule = await h.call("POST", `${clubPath}/schedules`, {
    token: ownerToken,
    body: aScheduleInput(fee.greenFeeId.toHexString(), { startTime: "07:00", endTime: "08:00" }),
  });
  for (const [what, res] of Object.entries({ role, staff, schedule })) {
    if (res.status !== 201) throw new Error(`${what} not added: ${JSON.stringify(res.body)}`);
  }
  const tier = await h.call("POST", `/clubs/${club._id}/membership-tiers`, {
    token: ownerToken,
    body: aTierInput({ name: "Route Gold" }),
  });
  const customer = await h.call("POST", `/clubs/${club._id}/customers`, {
    token: ownerToken,
    body: aCustomerInput(tier.body.result.tierId, { email: "route.customer@example.com" }),
  });
  if (customer.status !== 201) throw new Error(`customer not added: ${JSON.stringify(customer.body)}`);
  ids = {
    clientId: client._id.toHexString(),
    clubId: club._id.toHexString(),
    roleId: role.body.result.roleId,
    staffId: staff.body.result.staffId,
    scheduleId: schedule.body.result.scheduleId,
    tierId: tier.body.result.tierId,
    customerId: customer.body.result.customerId,
  };
  openapi = (await h.call("GET", "/openapi.json")).body;
});
afterAll(() => h.stop());

describe("the OpenAPI document", () => {
  test("holds exactly the endpoints the contracts declare, under their declared operationIds", () => {
    const documented = operations().map((op) => `${op.key} ${op.operation.operationId}`);
    const declared = allEndpoints.map(
      (endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path} ${endpoint.operationId}`,
    );
    expect(documented.sort()).toEqual(declared.sort());
  });

  test("lists exactly the routes the app serves", () => {
    const served = h.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith(`${basePath}/`))
      .map((route) => `${route.method} ${route.path.slice(basePath.length).replace(/:(\w+)/g, "{$1}")}`)
      // The development outbox is served outside production but is no part of the published contract.
      .filter(
        (key) => !["GET /openapi.json", "GET /dev/outbox"].includes(key) && !key.startsWith("GET /docs"),
      );
    expect(openapi.paths).not.toHaveProperty(["/dev/outbox"]);
    expect(
      operations()
        .map((op) => op.key)
        .sort(),
    ).toEqual([...new Set(served)].sort());
  });

  test("every operation has a sample, and only public ones lack bearer security", () => {
    expect(
      operations()
        .map((op) => op.operation.operationId)
        .sort(),
    ).toEqual(Object.keys(samples).sort());
    const open = operations().filter((op) => !op.operation.security?.length);
    expect(open.map((op) => op.key).sort()).toEqual([...publicOperations].sort());
  });

  test("every operation describes its request and its answers with schemas", () => {
    const errorRef = { $ref: "#/components/schemas/Error" };
    // A 409 of a change decided on a version also carries the reservation as it is now: the error body and more.
    const conflictRef = { $ref: "#/components/schemas/ReservationConflict" };
    const schemas = openapi.components.schemas as Record<
      string,
      { properties?: object; required?: string[] }
    >;
    expect(schemas.ReservationConflict?.properties).toEqual(
      expect.objectContaining({ ...schemas.Error?.properties, reservation: expect.any(Object) }),
    );
    expect(schemas.ReservationConflict?.required).toEqual(schemas.Error?.required);
    for (const { key, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith("2"));
      expect([key, success.length]).toEqual([key, 1]);
      const content = operation.responses[success[0] ?? ""]?.content ?? {};
      expect([key, Object.values(content).every((media) => media.schema)]).toEqual([key, true]);
      expect([key, Object.keys(content).length > 0]).toEqual([key, true]);

      const expected = ["500"];
      if (operation.requestBody) expected.push("400", "413", "415", "422");
      if (operation.parameters?.length) expected.push("422");
      if (operation.security?.length) expected.push("401");
      expect([key, statuses]).toEqual([key, expect.arrayContaining(expected)]);
      // 3xx (a 304 to a conditional GET) has no body.
      for (const status of statuses.filter((s) => s.startsWith("4") || s.startsWith("5"))) {
        const schema = operation.responses[status]?.content?.["application/json"]?.schema;
        const ref =
          status === "409" && (schema as { $ref?: string })?.$ref === conflictRef.$ref
            ? conflictRef
            : errorRef;
        expect([key, status, schema]).toEqual([key, status, expect.objectContaining(ref)]);
      }

      const sample = sampleOf(key);
      const hasBody = Boolean(sample.body ?? sample.form);
      expect([key, Boolean(operation.requestBody)]).toEqual([key, hasBody]);
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        expect([key, Boolean(media.schema)]).toEqual([key, true]);
      }
      const params = (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      const inPath = [...key.matchAll(/\{(\w+)\}/g)].map((m) => `path:${m[1]}`);
      const inQuery = Object.keys(sample.query?.(refs()) ?? {}).map((name) => `query:${name}`);
      const inHeader = Object.keys(sample.headers?.(refs()) ?? {}).map((name) => `header:${name}`);
      expect([key, params.sort()]).toEqual([key, [...inPath, ...inQuery, ...inHeader].sort()]);
      for (const param of operation.parameters ?? [])
        expect([key, param.schema]).toEqual([key, expect.any(Object)]);
    }
  });

  test("every schema it references is defined", () => {
    const text = JSON.stringify(openapi);
    const refs = [...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1] ?? "");
    for (const ref of new Set(refs)) expect(Object.keys(openapi.components.schemas)).toContain(ref);
  });
});

describe("every bearer route refuses a dead session with 401, in the request language, changing nothing", () => {
  const deadSessions: [string, () => Promise<Record<string, string>>][] = [
    ["no Authorization header", async () => ({})],
    ["a Basic credential", async () => ({ authorization: "Basic b3duZXI6Z29sZg==" })],
    ["a malformed bearer token", async () => ({ authorization: "Bearer not a token!" })],
    ["an oversized bearer token", async () => ({ authorization: `Bearer ${"A".repeat(5000)}` })],
    ["an unknown token", async () => ({ authorization: `Bearer ${"A".repeat(43)}` })],
    [
      "an expired session",
      async () => {
        const token = await h.signIn(staffEmail);
        await h.repos.sessions.collection.updateOne(
          { _id: tokenDigest(token) },
          { $set: { expiresAt: new Date(Date.now() - 1000) } },
        );
        return { authorization: `Bearer ${token}` };
      },
    ],
    [
      "a signed-out session",
      async () => {
        const token = await h.signIn(staffEmail);
        expect((await h.call("DELETE", "/sign-out", { token })).status).toBe(200);
        return { authorization: `Bearer ${token}` };
      },
    ],
    [
      "a session revoked by a password change elsewhere",
      async () => {
        const email = `changer-${new ObjectId().toHexString().slice(-8)}@example.com`;
        await accountWithPassword(email, "first-password");
        const victim = await h.signIn(email, "first-password");
        const other = await h.signIn(email, "first-password");
        await h.call("POST", "/users/verify-password", {
          token: other,
          body: { password: "first-password" },
        });
        expect(
          (await h.call("PATCH", "/users", { token: other, body: { newPw: "second-password" } })).status,
        ).toBe(200);
        return { authorization: `Bearer ${victim}` };
      },
    ],
    [
      "a session revoked by a password reset",
      async () => {
        const email = `resetter-${new ObjectId().toHexString().slice(-8)}@example.com`;
        await accountWithPassword(email, "first-password");
        const victim = await h.signIn(email, "first-password");
        await h.call("POST", "/password-reset", { body: { email }, address: email });
        const token = new URL(await h.latestLink(email)).searchParams.get("token");
        const body = { token, password: "second-password", passwordConfirm: "second-password" };
        expect((await h.call("POST", "/password-reset/confirm", { body })).status).toBe(200);
        return { authorization: `Bearer ${victim}` };
      },
    ],
    [
      "a live session of an account suspended since",
      async () => {
        const email = `suspended-${new ObjectId().toHexString().slice(-8)}@example.com`;
        const id = await accountWithPassword(email, "first-password");
        const token = await h.signIn(email, "first-password");
        await h.repos.accounts.updateFields(id, { status: "suspended" });
        return { authorization: `Bearer ${token}` };
      },
    ],
  ];

  test.each(deadSessions)("%s", async (_label, headersOf) => {
    const headers = await headersOf();
    const before = await snapshot();
    const bearer = operations().filter((op) => op.operation.security?.length);
    expect(bearer.length).toBeGreaterThan(10);
    for (const [index, { key }] of bearer.entries()) {
      const language = languages[index % languages.length] ?? "en";
      // No body at all: the session check must come before validation.
      const [method, url] = requestOf(key);
      const res = await h.call(method, url, { headers, lang: language });
      expect([key, res.status]).toEqual([key, 401]);
      expect([key, res.body]).toEqual([
        key,
        { code: "unauthorized", message: translate("unauthorized", language) },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("the public routes need no session", async () => {
    for (const key of publicOperations) {
      const [method, url, options] = requestOf(key, { address: `public-${key}` });
      const res = await h.call(method, url, options);
      expect([key, res.status === 401 && res.body.code === "unauthorized"]).toEqual([key, false]);
    }
  });
});

/**
 * Routes that take a club id without being club-scoped: the role lookup answers an empty role instead, a club
 * picture is public, and all staff refuses employees with 403 (see the authorization matrix).
 */
const clubIdWithoutClubAccess = [
  "GET /users/role",
  "GET /clubs/{clubId}/image",
  "GET /staff",
  "GET /public/clubs/{clubId}",
  "GET /public/clubs/{clubId}/availability",
  "POST /public/clubs/{clubId}/reservations",
  "POST /public/clubs/{clubId}/waitlist",
  "GET /public/clubs/{clubId}/release-challenge",
  "POST /public/clubs/{clubId}/release-entries",
  "POST /public/clubs/{clubId}/release-reminders",
];

test("every club-scoped route refuses a gated account (403) and a club the caller has no relation to (404)", async () => {
  const clubScoped = operations().filter(
    (op) =>
      op.operation.parameters?.some((param) => param.name === "clubId") &&
      !clubIdWithoutClubAccess.includes(op.key),
  );
  expect(clubScoped.length).toBeGreaterThan(0);
  const email = `gated-${new ObjectId().toHexString().slice(-8)}@example.com`;
  const id = await accountWithPassword(email, "first-password");
  await h.repos.accounts.updateFields(id, { emailVerifiedAt: null });
  const gated = await h.signIn(email, "first-password");
  // The employee is staff of this club; an employee with no membership anywhere stands in none.
  const strangerEmail = `stranger-${new ObjectId().toHexString().slice(-8)}@example.com`;
  await accountWithPassword(strangerEmail, "first-password");
  const stranger = await h.signIn(strangerEmail, "first-password");
  const before = await snapshot();
  for (const [index, { key }] of clubScoped.entries()) {
    const lang = languages[index % languages.length] ?? "en";
    const [method, url, options] = requestOf(key, { lang });
    const refused = await h.call(method, url, { ...options, token: gated });
    expect([key, refused.status, refused.body]).toEqual([
      key,
      403,
      { code: "account_gate", message: translate("account_gate", lang) },
    ]);
    const unrelated = await h.call(method, url, { ...options, token: stranger });
    expect([key, unrelated.status, unrelated.body]).toEqual([
      key,
      404,
      { code: "not_found", message: translate("not_found", lang) },
    ]);
  }
  expect(await snapshot()).toEqual(before);
});

test("client review refuses owners and employees with 403 on every route, changing nothing", async () => {
  const review = operations().filter((op) => op.path.startsWith("/clients"));
  expect(review).toHaveLength(5);
  const before = await snapshot();
  for (const [who, token] of [
    ["owner", tokens.owner],
    ["staff", tokens.staff],
  ] as const) {
    for (const { key } of review) {
      const [method, url, options] = requestOf(key, { token, lang: "vi" });
      const res = await h.call(method, url, options);
      expect([who, key, res.status, res.body]).toEqual([
        who,
        key,
        403,
        { code: "forbidden", message: translate("forbidden", "vi") },
      ]);
    }
  }
  expect(await snapshot()).toEqual(before);
});

describe("hostile input answers 4xx in the request language and writes nothing", () => {
  const tokenFor = (key: string) => {
    if (publicOperations.includes(key)) return undefined;
    return key.includes("/clients") ? tokens.admin : tokens.owner;
  };

  const withKey = (body: Record<string, unknown>, json: string) =>
    JSON.stringify(body).replace(/^\{/, `{${json}${Object.keys(body).length ? "," : ""}`);

  /** Raw bodies built from a route's valid sample: each one is wrong in one way. */
  function hostileBodies(
    sample: Record<string, unknown>,
  ): [string, string | Uint8Array<ArrayBuffer>, string | null][] {
    const bodies: [string, string | Uint8Array<ArrayBuffer>, string | null][] = [
      ["truncated JSON", JSON.stringify(sample).slice(0, -1), "application/json"],
      ["two JSON documents", `${JSON.stringify(sample)}{}`, "application/json"],
      ["an empty body", "", "application/json"],
      ["JSON null", "null", "application/json"],
      ["a JSON array", `[${JSON.stringify(sample)}]`, "application/json"],
      ["a JSON string", '"text"', "application/json"],
      ["a huge number", "1e400", "application/json"],
      ["deeply nested arrays", `${"[".repeat(5000)}${"]".repeat(5000)}`, "application/json"],
      ["text/plain", JSON.stringify(sample), "text/plain"],
      ["no content type", new TextEncoder().encode(JSON.stringify(sample)), null],
      [
        "a form",
        new URLSearchParams(sample as Record<string, string>).toString(),
        "application/x-www-form-urlencoded",
      ],
      ["XML", "<user><email>owner@example.com</email></user>", "application/xml"],
      [
        "multipart",
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--b--',
        "multipart/form-data; boundary=b",
      ],
      ["an unknown field", JSON.stringify({ ...sample, isAdmin: true }), "application/json"],
      ["a __proto__ key", withKey(sample, '"__proto__":{"isAdmin":true}'), "application/json"],
      [
        "a constructor.prototype key",
        withKey(sample, '"constructor":{"prototype":{"isAdmin":true}}'),
        "application/json",
      ],
      ["a $where key", withKey(sample, '"$where":"sleep(1000)"'), "application/json"],
      ["an oversized body", JSON.stringify({ ...sample, pad: "x".repeat(20_000) }), "application/json"],
    ];
    for (const field of Object.keys(sample)) {
      const replacements: [string, unknown][] = [
        ["a number", 42],
        ["a huge number", 1e308],
        ["a boolean", true],
        ["null", null],
        ["an array", [sample[field]]],
        ["an object", { value: sample[field] }],
        ['{"$gt": ""}', { $gt: "" }],
        ['{"$ne": null}', { $ne: null }],
        ["a very long string", "x".repeat(10_000)],
      ];
      for (const [label, value] of replacements) {
        bodies.push([
          `${field} as ${label}`,
          JSON.stringify({ ...sample, [field]: value }),
          "application/json",
        ]);
      }
      bodies.push([
        `${field} missing`,
        JSON.stringify({ ...sample, [field]: undefined }),
        "application/json",
      ]);
    }
    return bodies;
  }

  /** Leaving these out is valid. */
  const optionalFields = [
    "PATCH /users newCountry missing",
    // 42 holes is a valid hole count.
    "POST /clubs holeCount as a number",
    "PUT /clubs/{clubId} holeCount as a number",
    "PATCH /clients/{clientId}/status description missing",
    // 42 cents and 42 percent are a valid price and rate.
    ...["POST /clubs/{clubId}/membership-tiers", "PUT /clubs/{clubId}/membership-tiers/{tierId}"].flatMap(
      (route) => [`${route} priceCents as a number`, `${route} discountRatePercent as a number`],
    ),
    // Online booking may open 42 days ahead, hold its places 42 minutes and be cancelled free until 42 hours before.
    "PUT /clubs/{clubId}/reservations/settings onlineDaysAhead as a number",
    "PUT /clubs/{clubId}/reservations/settings onlineHoldMinutes as a number",
    "PUT /clubs/{clubId}/reservations/settings freeCancellationHours as a number",
    // A settings screen released before the hold time (or the free cancellation) existed leaves it out and keeps
    // the stored one.
    "PUT /clubs/{clubId}/reservations/settings onlineHoldMinutes missing",
    "PUT /clubs/{clubId}/reservations/settings freeCancellationHours missing",
    // A customer's country is optional (spec §5's required list): left out or null is a valid customer.
    ...["POST /clubs/{clubId}/customers", "PUT /clubs/{clubId}/customers/{customerId}"].flatMap((route) => [
      `${route} country missing`,
      `${route} country as null`,
    ]),
  ];

  const jsonRoutes = allEndpoints.filter((endpoint) => samples[endpoint.operationId as OperationId].body);

  test.each(jsonRoutes.map((endpoint) => [keyOf(endpoint)]))("%s", async (key) => {
    const sample = (sampleCall(operationIdOf(key), refs()).body ?? {}) as Record<string, unknown>;
    const before = await snapshot();
    for (const [index, [label, raw, contentType]] of hostileBodies(sample).entries()) {
      if (optionalFields.includes(`${key} ${label}`)) continue;
      const language = languages[index % languages.length] ?? "en";
      const [method, url] = requestOf(key);
      const res = await h.call(method, url, {
        raw,
        contentType,
        token: tokenFor(key),
        lang: language,
        address: `hostile-${index}`,
      });
      expectRefusal(res, language, `${key} with ${label}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("the business sign-up form", async () => {
    const valid = () => aBusinessSignUpForm({ email: "hostile-biz@example.com" });
    const changed = (change: (form: FormData) => void) => () => {
      const form = valid();
      change(form);
      return form;
    };
    const pdf = (size: number) => new File([new Uint8Array(size)], "big.pdf", { type: "application/pdf" });
    const forms: [string, () => FormData | string, string | undefined][] = [
      [
        "JSON instead of a form",
        () => JSON.stringify(aBusinessSignUp({ email: "json@example.com" })),
        "application/json",
      ],
      ["a form without a boundary", () => "garbage", "multipart/form-data"],
      [
        "a truncated form",
        () => '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--',
        "multipart/form-data; boundary=b",
      ],
      ["an email sent twice", changed((form) => form.append("email", "other@example.com")), undefined],
      ["two certificates", changed((form) => form.append("certificate", aCertificate())), undefined],
      ["a file as the first name", changed((form) => form.set("firstName", aCertificate())), undefined],
      ["the certificate as text", changed((form) => form.set("certificate", "not a file")), undefined],
      ["no certificate", changed((form) => form.delete("certificate")), undefined],
      ["an unknown field", changed((form) => form.append("isAdmin", "true")), undefined],
      ["a __proto__ field", changed((form) => form.append("__proto__", "x")), undefined],
      ["a bracketed field", changed((form) => form.append("email[$gt]", "")), undefined],
      ["an operator in a field", changed((form) => form.set("email", '{"$gt":""}')), undefined],
      [
        "an executable certificate",
        changed((form) =>
          form.set(
            "certificate",
            new File([new Uint8Array([77, 90])], "x.exe", { type: "application/x-msdownload" }),
          ),
        ),
        undefined,
      ],
      [
        "a certificate over 5 MB",
        changed((form) => form.set("certificate", pdf(5 * 1024 * 1024 + 1))),
        undefined,
      ],
      [
        "a form over the upload limit",
        changed((form) => form.set("certificate", pdf(7 * 1024 * 1024))),
        undefined,
      ],
    ];
    const before = await snapshot();
    for (const [index, [label, make, contentType]] of forms.entries()) {
      const language = languages[index % languages.length] ?? "en";
      const res = await h.call("POST", "/sign-up/business", { raw: make(), contentType, lang: language });
      expectRefusal(res, language, `business sign-up with ${label}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("bad path and query parameters", async () => {
    const unknownId = new ObjectId().toHexString();
    const cases: [string, string, string][] = [
      ["GET", "/clients?page=-1", tokens.admin],
      ["GET", "/clients?page=0", tokens.admin],
      ["GET", "/clients?pageSize=100000", tokens.admin],
      ["GET", "/clients?pageSize=0", tokens.admin],
      ["GET", "/clients?page=1e400", tokens.admin],
      ["GET", "/clients?page=99999999999999999999999", tokens.admin],
      ["GET", "/clients?page=abc", tokens.admin],
      ["GET", "/clients?page=0x10", tokens.admin],
      ["GET", "/clients?page=%201", tokens.admin],
      ["GET", "/clients?page=1.5", tokens.admin],
      ["GET", "/clients?page=", tokens.admin],
      ["GET", "/clients?page=1&page=2", tokens.admin],
      ["GET", "/clients?status=archived", tokens.admin],
      ["GET", "/clients?status=pending&status=active", tokens.admin],
      ["GET", "/clients?status=%F0%9F%98%80", tokens.admin],
      ["GET", "/users/role", tokens.owner],
      ["GET", "/users/role?clubId=", tokens.owner],
      ["GET", "/users/role?clubId=nope", tokens.owner],
      ["GET", "/users/role?clubId=zzzzzzzzzzzzzzzzzzzzzzzz", tokens.owner],
      ["GET", "/users/role?clubId=a&clubId=b", tokens.owner],
      ["GET", "/users/role?clubId[$gt]=", tokens.owner],
      ["GET", `/users/role?clubId=${"a".repeat(5000)}`, tokens.owner],
      ["GET", "/club", tokens.owner],
      ["GET", "/club?clubId=nope", tokens.owner],
      ["GET", "/club?clubId=a&clubId=b", tokens.owner],
      ["GET", "/club?clubId[$gt]=", tokens.owner],
      ["GET", `/club?clubId=${unknownId}`, tokens.owner],
      ["GET", `/club?clubId=${unknownId}`, tokens.staff],
      ["GET", "/dev/outbox?to=a&to=b", tokens.owner],
      ["GET", `/dev/outbox?to=${"a".repeat(500)}`, tokens.owner],
      ...[
        "nope",
        "zzzzzzzzzzzzzzzzzzzzzzzz",
        "%00",
        "%24gt",
        "__proto__",
        "a".repeat(5000),
        `${unknownId}0`,
      ].flatMap((id): [string, string, string][] => [
        ["GET", `/clients/${id}`, tokens.admin],
        ["GET", `/clients/${id}/certificate`, tokens.admin],
        ["PATCH", `/clients/${id}/status`, tokens.admin],
        ["PATCH", `/clients/${id}/memo`, tokens.admin],
        ["GET", `/clubs/${id}`, tokens.owner],
        ["PUT", `/clubs/${id}`, tokens.owner],
        ["GET", `/clubs/${id}/image`, tokens.owner],
        ["DELETE", `/clubs/${id}/image`, tokens.owner],
      ]),
      ["GET", `/clubs/${unknownId}`, tokens.admin],
      ["GET", `/clubs/${unknownId}/image`, tokens.admin],
      ["GET", `/clubs/${ids.clubId}/image?v=a&v=b`, tokens.owner],
      ["GET", `/clubs/${ids.clubId}/image?v=${"a".repeat(500)}`, tokens.owner],
      ["GET", `/clients/${unknownId}`, tokens.admin],
      ["PATCH", `/clients/${unknownId}/status`, tokens.admin],
      ["PATCH", `/clients/${unknownId}/memo`, tokens.admin],
      ["GET", `/clients/${unknownId}/certificate`, tokens.admin],
      // A hold's token: missing, malformed, an operator, or sent twice (a well-formed one counts against the
      // address's throttle, a write; the hold tests cover it).
      ["GET", "/public/booking-holds", tokens.owner],
      ["GET", "/public/booking-holds?token=", tokens.owner],
      ["GET", "/public/booking-holds?token=short", tokens.owner],
      ["GET", "/public/booking-holds?token=a%20b%20c%20d%20e%20f%20g%20h%20i", tokens.owner],
      ["GET", "/public/booking-holds?token[$gt]=", tokens.owner],
      ["GET", `/public/booking-holds?token=${"A".repeat(43)}&token=${"B".repeat(43)}`, tokens.owner],
      ["GET", `/public/booking-holds?token=${"A".repeat(5000)}`, tokens.owner],
    ];
    const before = await snapshot();
    for (const [index, [method, url, token]] of cases.entries()) {
      const language = languages[index % languages.length] ?? "en";
      const body = url.endsWith("/status")
        ? { status: "active" }
        : url.endsWith("/memo")
          ? { memo: "x" }
          : undefined;
      const res = await h.call(method, url, { token, lang: language, body });
      expectRefusal(res, language, `${method} ${url.slice(0, 80)}`);
      expect([url.slice(0, 80), [404, 422]]).toEqual([
        url.slice(0, 80),
        expect.arrayContaining([res.status]),
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("a bad Idempotency-Key header is refused with 422 on the header, booking nothing", async () => {
    const keyed = allEndpoints
      .filter((endpoint) => samples[endpoint.operationId as OperationId].headers)
      .map(keyOf);
    expect([...keyed].sort()).toEqual([
      "POST /clubs/{clubId}/reservations",
      "POST /public/clubs/{clubId}/reservations",
    ]);
    const before = await snapshot();
    let index = 0;
    for (const key of keyed) {
      for (const bad of ["", " ", "two words", "x".repeat(101), "caf\u00e9", "tab\tinside"]) {
        const language = languages[index++ % languages.length] ?? "en";
        const [method, url, options] = requestOf(key, {
          token: tokenFor(key),
          lang: language,
          address: `idempotency-${index}`,
          headers: { "idempotency-key": bad },
        });
        const res = await h.call(method, url, options);
        expectRefusal(res, language, `${key} with Idempotency-Key ${JSON.stringify(bad)}`);
        expect([key, bad, res.status, res.body.issues]).toEqual([
          key,
          bad,
          422,
          [{ path: "idempotency-key", message: translate("idempotency_key_invalid", language) }],
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test("odd headers never fail the request", async () => {
    for (const lang of [
      "*",
      "q=abc",
      "x".repeat(4000),
      "ko;q=abc",
      ",,,",
      ";;",
      "ko;q=1e400",
      "zh-Hant-TW",
    ]) {
      const res = await h.call("GET", "/users", { token: tokens.owner, lang });
      expect([lang.slice(0, 20), res.status]).toEqual([lang.slice(0, 20), 200]);
    }
  });
});

test("text in any script round-trips", async () => {
  const body = {
    firstName: "김민준 🏌️",
    lastName: "Nguyễn Thị",
    email: "unicode@example.com",
    password: "mật-khẩu-안전",
    passwordConfirm: "mật-khẩu-안전",
    country: "Việt Nam",
  };
  expect((await h.call("POST", "/sign-up/employee", { body })).status).toBe(201);
  const token = await h.signIn(body.email, body.password);
  const user = await h.call("GET", "/users", { token });
  expect(user.body.result).toMatchObject({
    userName: { firstName: body.firstName, lastName: body.lastName },
    country: body.country,
  });
});
