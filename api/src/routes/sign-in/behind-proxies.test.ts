import { parseTrustProxy } from "../../middleware/client-address";
import { demoPassword, type Harness, startHarness } from "../../testing/harness";

// A real deployment: clients → load balancer (198.51.100.2) → the shell's proxy (127.0.0.1) → API.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ trustProxy: parseTrustProxy("2") });
  // Two accounts of its own, each with the harness's default password.
  await h.insertAccount({ email: "owner@example.com" });
  await h.insertAccount({ email: "staff@example.com", kind: "employee" });
});
afterAll(() => h.stop());

/** A sign-in as a client at `client` sends it: through two hops, with whatever X-Forwarded-For it forged. */
const signInFrom = (client: string, email: string, password: string, forged = "6.6.6.6") =>
  h.call("POST", "/sign-in", {
    body: { email, password },
    address: "127.0.0.1",
    headers: { "x-forwarded-for": `${forged}, ${client}, 198.51.100.2` },
  });

test("30 people behind the same two proxies each mistype once; the owner then signs in", async () => {
  const typos = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      signInFrom(`203.0.113.${i + 1}`, "owner@example.com", `mistyped-${i}`),
    ),
  );
  expect(typos.map((res) => res.status)).toEqual(Array(30).fill(401));
  const owner = await signInFrom("203.0.113.200", "owner@example.com", demoPassword);
  expect(owner.status).toBe(200);
});

test("each client is throttled on its own: one guessing client gets 429, the next client and the owner do not", async () => {
  for (let i = 0; i < 5; i++) {
    expect((await signInFrom("192.0.2.10", "staff@example.com", `guessing-${i}`)).status).toBe(401);
  }
  expect((await signInFrom("192.0.2.10", "staff@example.com", demoPassword)).status).toBe(429);
  // Forging another first hop does not make the guessing client someone else.
  expect((await signInFrom("192.0.2.10", "staff@example.com", "guessing-x", "192.0.2.77")).status).toBe(429);
  expect((await signInFrom("192.0.2.11", "staff@example.com", demoPassword)).status).toBe(200);
});

test("an IPv6 client cannot dodge its throttle by moving within its /64", async () => {
  for (let i = 0; i < 30; i++) {
    const res = await signInFrom(`2001:db8:5:6::${i + 1}`, `nobody${i}@example.com`, "wrong-password");
    expect(res.status).toBe(401);
  }
  expect((await signInFrom("2001:db8:5:6:ffff::1", "nobody-else@example.com", "wrong-password")).status).toBe(
    429,
  );
  expect((await signInFrom("2001:db8:5:7::1", "nobody-else@example.com", "wrong-password")).status).toBe(401);
});
