import { hashPassword } from "../../lib/password";
import { tokenDigest } from "../../lib/tokens";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

describe("POST /sign-in", () => {
  test("a business owner gets a token, name, flags, a permission per owned club and no gate", async () => {
    const res = await h.call("POST", "/sign-in", {
      body: { email: "owner@example.com", password: "golf-demo-2026" },
    });
    expect(res.status).toBe(200);
    const result = res.body.result;
    expect(result.signToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.userName).toEqual({ firstName: "Minjun", lastName: "Kim" });
    expect(result).toMatchObject({ isBusinessOwner: true, isAdmin: false, gate: "none" });
    const clubs = Object.values(result.userPermissions) as Record<string, Record<string, boolean>>[];
    expect(clubs).toHaveLength(2);
    expect(clubs[0]?.SCHEDULE?.update).toBe(true);
  });

  test("email case and surrounding spaces do not matter", async () => {
    const res = await h.call("POST", "/sign-in", {
      body: { email: "Admin@Example.com", password: "golf-demo-2026" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isAdmin: true, isBusinessOwner: false, userPermissions: {} });
  });

  test("the session token is stored only as a digest", async () => {
    const token = await h.signIn("staff@example.com");
    expect(await h.db.collection("sessions").findOne({ _id: token as never })).toBeNull();
    expect(await h.db.collection("sessions").findOne({ _id: tokenDigest(token) as never })).not.toBeNull();
  });

  test("wrong password or unknown email → 401 'Login Failed!', translated", async () => {
    const wrong = await h.call("POST", "/sign-in", {
      body: { email: "owner@example.com", password: "not-the-password" },
      address: "10.0.0.1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: "login_failed", message: "Login Failed!" });
    const unknown = await h.call("POST", "/sign-in", {
      body: { email: "nobody@example.com", password: "whatever-password" },
      lang: "vi",
      address: "10.0.0.1",
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: "login_failed", message: "Đăng nhập thất bại!" });
  });

  test("validation: bad email and short password → 422 with per-field issues in the request language", async () => {
    const en = await h.call("POST", "/sign-in", { body: { email: "not-an-email", password: "short" } });
    expect(en.status).toBe(422);
    expect(en.body.code).toBe("validation_failed");
    expect(en.body.issues).toEqual([
      { path: "email", message: "Invalid email address" },
      { path: "password", message: "Password must be at least 8 letters" },
    ]);
    const ko = await h.call("POST", "/sign-in", {
      body: { email: `${"a".repeat(25)}@example.com`, password: "long-enough" },
      lang: "ko",
    });
    expect(ko.status).toBe(422);
    expect(ko.body.issues).toEqual([{ path: "email", message: "이메일 주소가 올바르지 않습니다." }]);
  });

  test("operator objects and unknown fields are refused before any lookup", async () => {
    const operator = await h.call("POST", "/sign-in", {
      body: { email: { $gt: "" }, password: { $ne: null } },
    });
    expect(operator.status).toBe(422);
    expect(operator.body.issues.map((i: { path: string }) => i.path)).toEqual(["email", "password"]);
    const extra = await h.call("POST", "/sign-in", {
      body: { email: "owner@example.com", password: "golf-demo-2026", isAdmin: true },
    });
    expect(extra.status).toBe(422);
    expect(extra.body.issues).toEqual([{ path: "isAdmin", message: "This field is not allowed." }]);
  });

  test("malformed JSON → 400", async () => {
    const res = await h.call("POST", "/sign-in", { raw: '{"email":', contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("malformed_request");
  });

  test("oversized body → 413", async () => {
    const res = await h.call("POST", "/sign-in", {
      body: { email: "owner@example.com", password: "x".repeat(20_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  test("an unverified account signs in with the email-verification gate", async () => {
    const body = {
      firstName: "Gate",
      lastName: "Keeper",
      email: "gate@example.com",
      password: "password-123",
      passwordConfirm: "password-123",
      country: "Vietnam",
    };
    expect((await h.call("POST", "/sign-up/employee", { body })).status).toBe(201);
    const res = await h.call("POST", "/sign-in", { body: { email: body.email, password: body.password } });
    expect(res.status).toBe(200);
    expect(res.body.result.gate).toBe("email_verification_required");
  });
});

test("a password hashed at an older cost is upgraded at sign-in and still works", async () => {
  const oldHash = await hashPassword("golf-demo-2026", { N: 2 ** 9, r: 8, p: 1 });
  await h.db
    .collection("accounts")
    .updateOne({ email: "owner@example.com" }, { $set: { passwordHash: oldHash } });
  await h.signIn("owner@example.com");
  const stored = await h.db.collection("accounts").findOne({ email: "owner@example.com" });
  expect(stored?.passwordHash).not.toBe(oldHash);
  expect(stored?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
  await h.signIn("owner@example.com");
});

describe("throttling", () => {
  test("after 5 failures from one address the account answers 429 there, even to the right password, but not to its owner elsewhere", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await h.call("POST", "/sign-in", {
        body: { email: "staff@example.com", password: `wrong-password-${i}` },
        address: "10.1.0.1",
      });
      expect(res.status).toBe(401);
    }
    const blocked = await h.call("POST", "/sign-in", {
      body: { email: "staff@example.com", password: "golf-demo-2026" },
      address: "10.1.0.1",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("throttled");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const owner = await h.call("POST", "/sign-in", {
      body: { email: "staff@example.com", password: "golf-demo-2026" },
      address: "10.1.0.99",
    });
    expect(owner.status).toBe(200);
  });

  test("a burst of concurrent guesses from one address gets no more tries than the limit", async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call("POST", "/sign-in", {
          body: { email: "burst@example.com", password: `wrong-password-${i}` },
          address: "10.4.0.1",
        }),
      ),
    );
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  test("guesses spread over many addresses stop at the account's ceiling of 100 in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 105; i++) {
      const res = await h.call("POST", "/sign-in", {
        body: { email: "spread@example.com", password: `wrong-password-${i}` },
        address: `10.6.0.${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  test("a right password forgives the account's failures and does not count against the address", async () => {
    for (let i = 0; i < 4; i++) {
      await h.call("POST", "/sign-in", {
        body: { email: "owner@example.com", password: `wrong-password-${i}` },
        address: "10.5.0.1",
      });
    }
    for (let i = 0; i < 3; i++) {
      const res = await h.call("POST", "/sign-in", {
        body: { email: "owner@example.com", password: "golf-demo-2026" },
        address: "10.5.0.1",
      });
      expect(res.status).toBe(200);
    }
    // Four failures remain on the address, none on the account: five more wrong tries are each a 401.
    for (let i = 0; i < 5; i++) {
      const res = await h.call("POST", "/sign-in", {
        body: { email: "owner@example.com", password: `wrong-again-${i}` },
        address: `10.5.1.${i}`,
      });
      expect(res.status).toBe(401);
    }
    await h.db.collection("throttles").deleteMany({});
  });

  test("after 30 failures from one address, that address answers 429 for any account", async () => {
    for (let i = 0; i < 30; i++) {
      await h.call("POST", "/sign-in", {
        body: { email: `spray${i}@example.com`, password: "wrong-password" },
        address: "10.2.0.1",
      });
    }
    const blocked = await h.call("POST", "/sign-in", {
      body: { email: "admin@example.com", password: "golf-demo-2026" },
      address: "10.2.0.1",
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await h.call("POST", "/sign-in", {
      body: { email: "admin@example.com", password: "golf-demo-2026" },
      address: "10.2.0.2",
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("sessions", () => {
  test("no token, a malformed token and an unknown token → 401", async () => {
    expect((await h.call("GET", "/sign-in/isAdmin")).status).toBe(401);
    expect(
      (await h.call("GET", "/sign-in/isAdmin", { headers: { authorization: "Bearer !!" } })).status,
    ).toBe(401);
    const unknown = await h.call("GET", "/sign-in/isAdmin", { token: "A".repeat(43), lang: "ko" });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({
      code: "unauthorized",
      message: "세션이 만료되었습니다. 다시 로그인해 주세요.",
    });
  });

  test("an expired session → 401", async () => {
    const token = await h.signIn("owner@example.com");
    await h.db
      .collection("sessions")
      .updateOne({ _id: tokenDigest(token) as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await h.call("GET", "/users", { token })).status).toBe(401);
  });

  test("isAdmin tells administrators apart", async () => {
    const admin = await h.call("GET", "/sign-in/isAdmin", { token: await h.signIn("admin@example.com") });
    expect(admin.body).toEqual({ result: { isAdmin: true } });
    const owner = await h.call("GET", "/sign-in/isAdmin", { token: await h.signIn("owner@example.com") });
    expect(owner.body).toEqual({ result: { isAdmin: false } });
  });

  test("sign-out revokes only that session", async () => {
    const first = await h.signIn("owner@example.com");
    const second = await h.signIn("owner@example.com");
    const out = await h.call("DELETE", "/sign-out", { token: first });
    expect(out.body).toEqual({ result: { signedOut: true } });
    expect((await h.call("GET", "/users", { token: first })).status).toBe(401);
    expect((await h.call("DELETE", "/sign-out", { token: first })).status).toBe(401);
    expect((await h.call("GET", "/users", { token: second })).status).toBe(200);
  });
});
