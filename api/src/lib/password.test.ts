import { hashPassword, needsRehash, verifyPassword } from "./password";

const cheap = { N: 2 ** 10, r: 8, p: 1 };

test("a hash verifies its own password only, and never contains it", async () => {
  const stored = await hashPassword("correct horse battery", cheap);
  expect(stored).not.toContain("correct horse battery");
  expect(await verifyPassword("correct horse battery", stored)).toBe(true);
  expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  expect(await verifyPassword("correct horse battery", "plain-text-from-elsewhere")).toBe(false);
});

test("two hashes of one password differ (random salt)", async () => {
  expect(await hashPassword("same-password", cheap)).not.toBe(await hashPassword("same-password", cheap));
});

test("a hash made at another cost is flagged for upgrade", async () => {
  const stored = await hashPassword("password-1", cheap);
  expect(needsRehash(stored, cheap)).toBe(false);
  expect(needsRehash(stored, { ...cheap, N: 2 ** 11 })).toBe(true);
});
