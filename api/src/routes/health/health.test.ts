import { MongoClient } from "mongodb";
import { basePath, createApp } from "../../app";
import { createReadiness } from "../../lib/readiness";
import { type Harness, startHarness } from "../../testing/harness";
import { type SampleRefs, sampleCall } from "../../testing/samples";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

test("health answers ok", async () => {
  const res = await h.call("GET", "/health");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ result: { status: "ok" } });
});

test("readiness answers ready while the database answers, and 503 not_ready once the instance is stopping", async () => {
  const ready = await h.call("GET", "/health/ready");
  expect([ready.status, ready.body]).toEqual([200, { result: { status: "ready" } }]);
  // The harness's app keeps its own readiness; a stopping instance is made here.
  const readiness = createReadiness(h.db, 1_000);
  const app = createApp({
    db: h.db,
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction: false,
    logRequests: false,
    readiness,
  });
  readiness.stop();
  const stopping = await app.request(`${basePath}/health/ready`, { headers: { "accept-language": "en" } });
  expect([stopping.status, await stopping.json()]).toEqual([
    503,
    { code: "not_ready", message: "The service is starting or stopping. Please try again in a moment." },
  ]);
  expect((await app.request(`${basePath}/health`)).status).toBe(200);
});

test("readiness answers 503 when the database does not answer within its timeout", async () => {
  // A client that never connects: every command waits for a server until the driver gives up.
  const unreachable = new MongoClient("mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=30000");
  const app = createApp({
    db: unreachable.db("nowhere"),
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction: false,
    logRequests: false,
    readiness: createReadiness(unreachable.db("nowhere"), 300),
  });
  const started = Date.now();
  const res = await app.request(`${basePath}/health/ready`);
  expect(res.status).toBe(503);
  expect(Date.now() - started).toBeLessThan(2_000);
  await unreachable.close();
});

test("responses carry a request id and security headers", async () => {
  const res = await h.call("GET", "/health");
  expect(res.headers.get("x-request-id")).toBeTruthy();
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
});

test("CORS allows the shell origin with credentials and refuses others", async () => {
  const allowed = await h.call("OPTIONS", "/sign-in", {
    headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
  });
  expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
  expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
  const retrySafe = await h.call("OPTIONS", "/public/booking-holds/confirm", {
    headers: {
      origin: "http://localhost:3000",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, idempotency-key",
    },
  });
  expect(retrySafe.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
  const refused = await h.call("OPTIONS", "/sign-in", {
    headers: { origin: "http://evil.example", "access-control-request-method": "POST" },
  });
  expect(refused.headers.get("access-control-allow-origin")).toBeNull();
});

test("/public/* takes any origin without credentials, so a club's own website can book from the browser", async () => {
  const { clubId } = await h.ownerWithClub();
  const path = `/public/clubs/${clubId}/availability`;
  const preflight = await h.call("OPTIONS", `/public/clubs/${clubId}/reservations`, {
    headers: {
      origin: "https://www.some-golf-club.example",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, idempotency-key",
    },
  });
  expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
  expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
  const read = await h.call("GET", path, { headers: { origin: "https://www.some-golf-club.example" } });
  expect(read.status).toBe(200);
  expect(read.headers.get("access-control-allow-origin")).toBe("*");
  // The back office's own calls stay with the shell's origin.
  const internal = await h.call("OPTIONS", "/sign-in", {
    headers: { origin: "https://www.some-golf-club.example", "access-control-request-method": "POST" },
  });
  expect(internal.headers.get("access-control-allow-origin")).toBeNull();
});

test("club pictures may be shown by other sites; other answers stay same-origin", async () => {
  const { token, clubId } = await h.ownerWithClub();
  const upload = sampleCall("uploadClubImage", { clubId } as SampleRefs);
  expect((await h.call(upload.method, upload.path, { token, raw: upload.raw })).status).toBe(200);
  const picture = await h.call("GET", `/clubs/${clubId}/image`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  expect((await h.call("GET", "/health")).headers.get("cross-origin-resource-policy")).toBe("same-origin");
});

test("unknown paths answer 404 in the error shape and the request language", async () => {
  const res = await h.call("GET", "/no-such-thing", { lang: "ko-KR,ko;q=0.9" });
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ code: "not_found", message: "찾을 수 없습니다." });
});

test("the OpenAPI document lists every route", async () => {
  const res = await h.call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(operations.sort()).toEqual(
    [
      "GET /health",
      "GET /health/ready",
      "POST /sign-up/business",
      "POST /sign-up/employee",
      "POST /sign-up/verify",
      "POST /sign-up/resend",
      "POST /sign-in",
      "DELETE /sign-out",
      "GET /sign-in/isAdmin",
      "GET /users",
      "PATCH /users",
      "POST /users/verify-password",
      "GET /users/role",
      "POST /password-reset",
      "POST /password-reset/confirm",
      "GET /clients",
      "GET /clients/{clientId}",
      "PATCH /clients/{clientId}/status",
      "PATCH /clients/{clientId}/memo",
      "GET /clients/{clientId}/certificate",
      "GET /club",
      "GET /clubs",
      "POST /clubs",
      "GET /clubs/{clubId}",
      "PUT /clubs/{clubId}",
      "PUT /clubs/{clubId}/image",
      "GET /clubs/{clubId}/image",
      "GET /clubs/{clubId}/live",
      "DELETE /clubs/{clubId}/image",
      "GET /users/permissions",
      "GET /clubs/{clubId}/roles",
      "POST /clubs/{clubId}/roles",
      "GET /clubs/{clubId}/roles/{roleId}",
      "PUT /clubs/{clubId}/roles/{roleId}",
      "DELETE /clubs/{clubId}/roles/{roleId}",
      "GET /clubs/{clubId}/staff",
      "GET /clubs/{clubId}/staff/{staffId}",
      "POST /clubs/{clubId}/staff",
      "PATCH /clubs/{clubId}/staff/{staffId}",
      "DELETE /clubs/{clubId}/staff/{staffId}",
      "GET /staff",
      "GET /clubs/{clubId}/audit",
      "GET /clubs/{clubId}/schedules",
      "POST /clubs/{clubId}/schedules",
      "GET /clubs/{clubId}/schedules/{scheduleId}",
      "PUT /clubs/{clubId}/schedules/{scheduleId}",
      "DELETE /clubs/{clubId}/schedules/{scheduleId}",
      "POST /clubs/{clubId}/schedules/modify",
      "GET /clubs/{clubId}/schedules/day",
      "GET /schedule/status/list",
      "GET /clubs/{clubId}/membership-tiers",
      "POST /clubs/{clubId}/membership-tiers",
      "GET /clubs/{clubId}/membership-tiers/{tierId}",
      "PUT /clubs/{clubId}/membership-tiers/{tierId}",
      "PUT /clubs/{clubId}/reservations/settings",
      "PATCH /clubs/{clubId}/membership-tiers/{tierId}/status",
      "DELETE /clubs/{clubId}/membership-tiers/{tierId}",
      "GET /clubs/{clubId}/customers",
      "POST /clubs/{clubId}/customers",
      "GET /clubs/{clubId}/customers/{customerId}",
      "PUT /clubs/{clubId}/customers/{customerId}",
      "DELETE /clubs/{clubId}/customers/{customerId}",
      "GET /clubs/{clubId}/customers/export.csv",
      "POST /clubs/{clubId}/customers/import",
      "GET /clubs/{clubId}/tee-sheet",
      "GET /clubs/{clubId}/reservations",
      "POST /clubs/{clubId}/reservations",
      "GET /clubs/{clubId}/reservations/customers",
      "GET /clubs/{clubId}/reservations/settings",
      "GET /clubs/{clubId}/reservations/sheet.pdf",
      "GET /clubs/{clubId}/reservations/{reservationId}",
      "PATCH /clubs/{clubId}/reservations/{reservationId}",
      "POST /clubs/{clubId}/reservations/{reservationId}/move",
      "PUT /clubs/{clubId}/reservations/{reservationId}/guests",
      "POST /clubs/{clubId}/reservations/{reservationId}/check-in",
      "POST /clubs/{clubId}/reservations/{reservationId}/payments",
      "POST /clubs/{clubId}/reservations/{reservationId}/payments/{paymentId}/void",
      "GET /clubs/{clubId}/reservations/{reservationId}/confirmation.pdf",
      "GET /reservation/stats",
      "GET /clubs/{clubId}/reports/utilisation",
      "GET /clubs/{clubId}/reports/utilisation.csv",
      "GET /clubs/{clubId}/reports/bookings",
      "GET /clubs/{clubId}/reports/bookings.csv",
      "GET /clubs/{clubId}/reports/revenue",
      "GET /clubs/{clubId}/reports/revenue.csv",
      "GET /clubs/{clubId}/reports/top-customers",
      "GET /clubs/{clubId}/reports/top-customers.csv",
      "GET /public/clubs/{clubId}/availability",
      "POST /public/clubs/{clubId}/reservations",
      "GET /public/booking-holds",
      "POST /public/booking-holds/confirm",
      "POST /public/booking-holds/cancel",
      "GET /public/clubs/{clubId}",
      "POST /public/clubs/{clubId}/waitlist",
      "GET /public/waitlist",
      "POST /public/waitlist/confirm",
      "POST /public/waitlist/leave",
      "GET /clubs/{clubId}/waitlist",
      "POST /clubs/{clubId}/waitlist",
      "POST /clubs/{clubId}/waitlist/{entryId}/offer",
      "DELETE /clubs/{clubId}/waitlist/{entryId}",
      "GET /clubs/{clubId}/golfer-strikes",
      "POST /clubs/{clubId}/golfer-strikes/lift",
      "GET /public/clubs/{clubId}/release-challenge",
      "POST /public/clubs/{clubId}/release-entries",
      "POST /public/clubs/{clubId}/release-reminders",
      "POST /public/release-entries/verify",
      "GET /public/release-entry",
      "GET /public/release-entry/live",
      "POST /public/release-entry/rejoin",
      "POST /public/release-entry/done",
    ].sort(),
  );
  expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
});

test("the docs UI is served from this API alone, with no script from another origin", async () => {
  const res = await h.call("GET", "/docs");
  expect(res.status).toBe(200);
  const html = String(res.body);
  expect(html).toContain("/api/v1.0/openapi.json");
  expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  for (const file of ["docs/swagger-ui-bundle.js", "docs/init.js", "docs/swagger-ui.css"]) {
    expect(html).toContain(file);
    const asset = await h.call("GET", `/${file}`);
    expect(asset.status).toBe(200);
    expect(String(asset.body).length).toBeGreaterThan(0);
  }
});
