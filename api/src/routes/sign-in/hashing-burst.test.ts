import { setHashingLimits } from "../../lib/password";
import { type Harness, startHarness } from "../../testing/harness";

// Hashes at a real cost, one at a time with two waiting: a burst of sign-ins overflows the queue.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ hashCost: { N: 2 ** 14, r: 8, p: 1 } });
  setHashingLimits(1, 2);
});
afterAll(() => h.stop());

test("a burst of sign-ins beyond the hashing queue gets 503 with Retry-After; other requests still answer", async () => {
  const burst = Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      h.call("POST", "/sign-in", {
        body: { email: `burst${i}@example.com`, password: "not-the-password" },
        address: `10.9.0.${i}`,
        lang: "ko",
      }),
    ),
  );
  const health = await h.call("GET", "/health");
  expect(health.status).toBe(200);
  const answers = await burst;
  const busy = answers.filter((res) => res.status === 503);
  expect(busy.length).toBeGreaterThan(0);
  expect(answers.filter((res) => res.status !== 503).every((res) => res.status === 401)).toBe(true);
  for (const res of busy) {
    expect(res.body).toEqual({
      code: "server_busy",
      message: "서버가 혼잡합니다. 잠시 후 다시 시도해 주세요.",
    });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }
});
