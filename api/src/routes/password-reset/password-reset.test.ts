import { demoPassword, type Harness, startHarness, tokenOf } from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // Accounts of its own, each with the harness's default password.
  await h.insertAccount({ email: "owner@example.com" });
  await h.insertAccount({ email: "staff@example.com", kind: "employee" });
  await h.insertAccount({ email: "admin@example.com", kind: "admin", isAdmin: true });
});
afterAll(() => h.stop());

const outboxSize = () => h.db.collection("dev_outbox").countDocuments();

test("the same answer whether or not the address exists; only a real account gets a mail", async () => {
  const before = await outboxSize();
  const unknown = await h.call("POST", "/password-reset", { body: { email: "ghost@example.com" } });
  const known = await h.call("POST", "/password-reset", { body: { email: "owner@example.com" } });
  expect(unknown.status).toBe(200);
  expect(known.status).toBe(200);
  expect(unknown.body).toEqual(known.body);
  expect(known.body).toEqual({ result: { requested: true } });
  expect(await outboxSize()).toBe(before + 1);
  expect(await h.latestLink("owner@example.com")).toMatch(/^http:\/\/localhost:3000\/resetpw\?token=/);
});

test("new password rules use the reset wording (en and ko); nothing changes", async () => {
  await h.call("POST", "/password-reset", { body: { email: "staff@example.com" } });
  const token = tokenOf(await h.latestLink("staff@example.com"));
  const short = await h.call("POST", "/password-reset/confirm", {
    body: { token, password: "short", passwordConfirm: "short" },
  });
  expect(short.status).toBe(422);
  expect(short.body.issues).toEqual([{ path: "password", message: "Invalid password!" }]);
  const mismatch = await h.call("POST", "/password-reset/confirm", {
    body: { token, password: "long-enough-1", passwordConfirm: "long-enough-2" },
    lang: "ko",
  });
  expect(mismatch.body.issues).toEqual([
    { path: "passwordConfirm", message: "비밀번호가 일치하지 않습니다." },
  ]);
  await h.signIn("staff@example.com");
});

test("the link sets a new password once and revokes every session", async () => {
  const session = await h.signIn("owner@example.com");
  await h.call("POST", "/password-reset", { body: { email: "owner@example.com" } });
  const token = tokenOf(await h.latestLink("owner@example.com"));
  const body = { token, password: "reset-password-1", passwordConfirm: "reset-password-1" };
  const res = await h.call("POST", "/password-reset/confirm", { body });
  expect(res.body).toEqual({ result: { reset: true } });
  expect((await h.call("GET", "/users", { token: session })).status).toBe(401);
  const reused = await h.call("POST", "/password-reset/confirm", { body });
  expect(reused.status).toBe(400);
  expect(reused.body).toEqual({ code: "reset_token_invalid", message: "Failed to reset password" });
  expect(
    (await h.call("POST", "/sign-in", { body: { email: "owner@example.com", password: demoPassword } }))
      .status,
  ).toBe(401);
  await h.signIn("owner@example.com", "reset-password-1");
});

test("an expired link fails", async () => {
  await h.call("POST", "/password-reset", { body: { email: "admin@example.com" } });
  const token = tokenOf(await h.latestLink("admin@example.com"));
  await h.db
    .collection("link_tokens")
    .updateMany({ kind: "password_reset" }, { $set: { expiresAt: new Date(0) } });
  const res = await h.call("POST", "/password-reset/confirm", {
    body: { token, password: "reset-password-2", passwordConfirm: "reset-password-2" },
  });
  expect(res.status).toBe(400);
});

test("requests are throttled per email", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push(
      (
        await h.call("POST", "/password-reset", {
          body: { email: "many@example.com" },
          address: `10.3.0.${i}`,
        })
      ).status,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});
