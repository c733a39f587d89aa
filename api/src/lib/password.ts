import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { BoundedQueue } from "./bounded-queue";

/**
 * scrypt at OWASP's minimum work factor (N=2^14, r=8, p=5: same CPU cost as N=2^17, p=1, but 16 MiB of
 * memory per hash instead of 128 MiB, so four concurrent sign-ins stay cheap on a small server).
 * Parameters are stored in each hash so they can be raised later without invalidating old hashes.
 */
export interface HashCost {
  N: number;
  r: number;
  p: number;
}

export const defaultHashCost: HashCost = { N: 2 ** 14, r: 8, p: 5 };
const keyLength = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file and DNS work share. Two hashes at a time
 * leave that pool room for everything else; up to 64 more wait their turn, and a burst beyond that is answered 503
 * with Retry-After at once instead of holding every other request behind it.
 */
let hashing = new BoundedQueue(2, 64);

/** Replaces the hashing queue's limits (tests and benchmarks). */
export function setHashingLimits(concurrency: number, maxWaiting: number) {
  hashing = new BoundedQueue(concurrency, maxWaiting);
}

const derive = (password: string, salt: Buffer, cost: HashCost) =>
  hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

export async function hashPassword(password: string, cost: HashCost = defaultHashCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with other parameters than `cost`, so a sign-in should upgrade it. */
export function needsRehash(stored: string, cost: HashCost): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}
