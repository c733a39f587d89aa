import { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import { createRepositories } from "../repositories";
import { ThrottleRepository } from "../repositories/throttle-repository";
import { type Harness, startHarness } from "../testing/harness";
import { ApiError } from "./api-error";
import { takeLeasedAttempt } from "./leased-throttle";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

/** What the throttle reads of an instance: its own repositories on the shared database, and a clock. */
const instance = (now: () => Date) => ({ repos: createRepositories(h.db), now }) as unknown as AppContext;
const attempt = (ctx: AppContext, subject: string) =>
  takeLeasedAttempt(ctx, subject, { max: 25, windowMs: 60 * 60_000 }).then(
    () => "allowed",
    (error: unknown) => error,
  );

test("two instances together allow one subject exactly its limit, writing the counter once per ten attempts", async () => {
  const now = () => new Date("2026-12-01T10:00:00Z");
  const [first, second] = [instance(now), instance(now)];
  const take = jest.spyOn(ThrottleRepository.prototype, "take");
  try {
    const answers: unknown[] = [];
    for (let i = 0; i < 60; i++) answers.push(await attempt(i % 2 === 0 ? first : second, "availability:a"));
    expect(answers.filter((a) => a === "allowed")).toHaveLength(25);
    const refused = answers.at(-1);
    expect(refused).toBeInstanceOf(ApiError);
    // The window ends at 11:00, an hour after the first attempt.
    expect(refused).toMatchObject({ status: 429, code: "throttled", headers: { "Retry-After": "3600" } });
    // Two leases each, the last of them short; the refusals after that cost no write.
    expect(take).toHaveBeenCalledTimes(4);
    expect(await attempt(first, "availability:b")).toBe("allowed");
  } finally {
    take.mockRestore();
  }
});

test("concurrent attempts on one instance share one lease; a new window starts afresh", async () => {
  let clock = new Date("2026-12-02T10:00:00Z");
  const ctx = instance(() => clock);
  const take = jest.spyOn(ThrottleRepository.prototype, "take");
  try {
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(ctx, "availability:c")));
    expect(answers.every((a) => a === "allowed")).toBe(true);
    expect(take).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) await attempt(ctx, "availability:c");
    expect(await attempt(ctx, "availability:c")).toBeInstanceOf(ApiError);
    clock = new Date("2026-12-02T11:00:00Z");
    expect(await attempt(ctx, "availability:c")).toBe("allowed");
  } finally {
    take.mockRestore();
  }
});

test("the public availability call answers 429 past 300 calls an hour from one address, and not for another", async () => {
  const path = `/public/clubs/${new ObjectId().toHexString()}/availability`;
  const statuses: number[] = [];
  for (let i = 0; i < 301; i++) statuses.push((await h.call("GET", path, { address: "10.0.0.1" })).status);
  expect(statuses.slice(0, 300).every((status) => status === 404)).toBe(true);
  expect(statuses[300]).toBe(429);
  expect((await h.call("GET", path, { address: "10.0.0.2" })).status).toBe(404);
});
