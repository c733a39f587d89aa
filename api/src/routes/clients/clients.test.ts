import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  admin = await h.signIn("admin@example.com");
  for (const name of ["alpha", "bravo", "charlie"]) {
    const form = new FormData();
    const fields = {
      firstName: name,
      lastName: "Client",
      email: `${name}@example.com`,
      password: "client-pass",
      passwordConfirm: "client-pass",
      companyName: `${name} Golf`,
      companyPhoneCode: "84",
      companyPhoneNumber: "0281234567",
      companyAddress: "2 Le Loi",
      city: "Da Nang",
      state: "Da Nang",
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(
      "certificate",
      new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "c.png", { type: "image/png" }),
    );
    const res = await h.call("POST", "/sign-up/business", { raw: form });
    if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  }
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

const clientIdOf = async (email: string) =>
  (await h.repos.accounts.findByEmail(email))?._id.toHexString() ?? "";

test("only administrators: no token → 401, owner or employee → 403 in the request language", async () => {
  expect((await h.call("GET", "/clients")).status).toBe(401);
  const owner = await h.call("GET", "/clients", { token: await h.signIn("owner@example.com") });
  expect(owner.status).toBe(403);
  expect(owner.body).toEqual({ code: "forbidden", message: "You do not have permission to do this." });
  const staff = await h.call("PATCH", `/clients/${await clientIdOf("alpha@example.com")}/status`, {
    token: await h.signIn("staff@example.com"),
    body: { status: "active" },
    lang: "vi",
  });
  expect(staff.status).toBe(403);
  expect(staff.body.message).toBe("Bạn không có quyền thực hiện thao tác này.");
  expect((await h.repos.accounts.findByEmail("alpha@example.com"))?.status).toBe("pending");
});

test("lists business accounts newest first, filtered by status and paged", async () => {
  const pending = await h.call("GET", "/clients?status=pending", { token: admin });
  expect(pending.status).toBe(200);
  // The demo's two clients waiting for review signed up before these three.
  expect(pending.body.result).toMatchObject({ total: 5, page: 1, pageSize: 9 });
  expect(pending.body.result.list.map((c: { email: string }) => c.email)).toEqual([
    "charlie@example.com",
    "bravo@example.com",
    "alpha@example.com",
    "sunrise.golf@example.com",
    "pinehill.cc@example.com",
  ]);
  expect(pending.body.result.list[0]).toMatchObject({
    companyName: "charlie Golf",
    city: "Da Nang",
    status: "pending",
  });

  const all = await h.call("GET", "/clients?page=2&pageSize=2", { token: admin });
  expect(all.body.result.total).toBe(6);
  expect(all.body.result.list.map((c: { email: string }) => c.email)).toEqual([
    "alpha@example.com",
    "owner@example.com",
  ]);

  const bad = await h.call("GET", "/clients?status=archived&pageSize=1000", { token: admin });
  expect(bad.status).toBe(422);
  expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["pageSize", "status"]);
});

test("a client reads with status log and memo; unknown ids → 404, malformed ids → 422", async () => {
  const id = await clientIdOf("bravo@example.com");
  const res = await h.call("GET", `/clients/${id}`, { token: admin });
  expect(res.status).toBe(200);
  expect(res.body.result).toMatchObject({ clientId: id, memo: "", hasCertificate: true, status: "pending" });
  expect(res.body.result.statusLog).toEqual([
    { status: "pending", date: expect.any(String), description: "Signed up" },
  ]);
  expect((await h.call("GET", `/clients/${new ObjectId().toHexString()}`, { token: admin })).status).toBe(
    404,
  );
  const employee = await clientIdOf("staff@example.com");
  expect((await h.call("GET", `/clients/${employee}`, { token: admin })).status).toBe(404);
  expect((await h.call("GET", "/clients/not-an-id", { token: admin })).status).toBe(422);
});

test("status changes append to the log; activation opens the gate", async () => {
  const id = await clientIdOf("alpha@example.com");
  const res = await h.call("PATCH", `/clients/${id}/status`, {
    token: admin,
    body: { status: "active", description: "Certificate checked" },
  });
  expect(res.status).toBe(200);
  expect(res.body.result.status).toBe("active");
  expect(
    res.body.result.statusLog.map((e: { status: string; description: string }) => [e.status, e.description]),
  ).toEqual([
    ["pending", "Signed up"],
    ["active", "Certificate checked"],
  ]);
  const bad = await h.call("PATCH", `/clients/${id}/status`, { token: admin, body: { status: "archived" } });
  expect(bad.status).toBe(422);
});

test("suspending revokes sessions and blocks sign-in", async () => {
  const session = await h.signIn("bravo@example.com", "client-pass");
  const id = await clientIdOf("bravo@example.com");
  await h.call("PATCH", `/clients/${id}/status`, { token: admin, body: { status: "suspended" } });
  expect((await h.call("GET", "/users", { token: session })).status).toBe(401);
  const again = await h.call("POST", "/sign-in", {
    body: { email: "bravo@example.com", password: "client-pass" },
  });
  expect(again.status).toBe(403);
  expect(again.body.code).toBe("account_inactive");
  // A wrong password still answers 'Login Failed!': the status is told only to whoever knows the password.
  const wrong = await h.call("POST", "/sign-in", {
    body: { email: "bravo@example.com", password: "not-the-password" },
  });
  expect(wrong.body.code).toBe("login_failed");
});

test("deleting revokes sessions and blocks sign-in too", async () => {
  const session = await h.signIn("charlie@example.com", "client-pass");
  const id = await clientIdOf("charlie@example.com");
  await h.call("PATCH", `/clients/${id}/status`, { token: admin, body: { status: "deleted" } });
  expect((await h.call("GET", "/users", { token: session })).status).toBe(401);
  const again = await h.call("POST", "/sign-in", {
    body: { email: "charlie@example.com", password: "client-pass" },
    lang: "ko",
  });
  expect(again.status).toBe(403);
  expect(again.body).toEqual({ code: "account_inactive", message: "정지되었거나 삭제된 계정입니다." });
  await h.call("PATCH", `/clients/${id}/status`, { token: admin, body: { status: "pending" } });
});

test("the memo is replaced; operator objects are refused", async () => {
  const id = await clientIdOf("charlie@example.com");
  const res = await h.call("PATCH", `/clients/${id}/memo`, {
    token: admin,
    body: { memo: "Called on Monday" },
  });
  expect(res.body.result.memo).toBe("Called on Monday");
  const injected = await h.call("PATCH", `/clients/${id}/memo`, {
    token: admin,
    body: { memo: { $set: "x" } },
  });
  expect(injected.status).toBe(422);
  expect((await h.call("GET", `/clients/${id}`, { token: admin })).body.result.memo).toBe("Called on Monday");
});

test("an administrator downloads the certificate; others cannot", async () => {
  const id = await clientIdOf("alpha@example.com");
  const res = await h.app.request(`/api/v1.0/clients/${id}/certificate`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="c.png"; filename*=UTF-8''c.png`);
  // A browser must neither guess another type nor run the file as a page of this origin.
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-security-policy")).toContain("sandbox");
  expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const owner = await h.call("GET", `/clients/${id}/certificate`, {
    token: await h.signIn("owner@example.com"),
  });
  expect(owner.status).toBe(403);
  const demoOwner = await clientIdOf("owner@example.com");
  expect((await h.call("GET", `/clients/${demoOwner}/certificate`, { token: admin })).status).toBe(404);
});

test("suspending a business account closes its clubs to its employees and to online booking until it is active again", async () => {
  const ownerId = await clientIdOf("owner@example.com");
  const [club] = await h.repos.clubs.findByOwnerId(new ObjectId(ownerId));
  if (!club) throw new Error("demo club missing");
  const staff = await h.signIn("staff@example.com");
  const list = `/clubs/${club._id}/reservations?page=1`;
  const availability = `/public/clubs/${club._id}/availability`;
  const openTimes = async () =>
    ((await h.call("GET", availability)).body.result.courses as { teeTimes: unknown[] }[]).reduce(
      (sum, course) => sum + course.teeTimes.length,
      0,
    );
  expect((await h.call("GET", list, { token: staff })).status).toBe(200);
  expect(await openTimes()).toBeGreaterThan(0);

  const setStatus = (status: string) =>
    h.call("PATCH", `/clients/${ownerId}/status`, { token: admin, body: { status, description: "Review" } });
  try {
    expect((await setStatus("suspended")).status).toBe(200);
    // The employee's session is untouched, yet the very next call finds no such club.
    expect((await h.call("GET", list, { token: staff })).status).toBe(404);
    expect((await h.call("GET", "/clubs", { token: staff })).body.result.list).toEqual([]);
    expect(await openTimes()).toBe(0);
    for (const lang of ["en", "ko"] as const) {
      const booked = await h.call("POST", `/public/clubs/${club._id}/reservations`, {
        lang,
        body: {
          date: "2026-12-05",
          courseId: club.courses[0]?.courseId.toHexString(),
          teeTime: "07:00",
          name: "Closed Club Guest",
          phoneCode: "82",
          phoneNumber: "01012345678",
          email: "guest@example.com",
          players: 2,
        },
      });
      expect([booked.status, booked.body.code, booked.body.message]).toEqual([
        409,
        "online_booking_closed",
        translate("online_booking_closed", lang),
      ]);
    }
  } finally {
    expect((await setStatus("active")).status).toBe(200);
  }
  expect((await h.call("GET", list, { token: staff })).status).toBe(200);
  expect(await openTimes()).toBeGreaterThan(0);
});
