import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { ApiError } from "../lib/api-error";
import { createCpuPool, workerEntry } from "./cpu-pool";

const reservation = {
  reference: "R-0001",
  name: "김민준",
  date: "2026-12-05",
  teeTime: "07:00",
  courseName: "East",
  players: 2,
  phoneCode: "82",
  phoneNumber: "01012345678",
  totalPriceCents: 30_000,
  status: "reserved",
} as Reservation;
const confirmation = { clubName: "Test CC", reservation, language: "en" as const };

// A worker compiles its TypeScript on start, which takes seconds on a busy machine.
jest.setTimeout(30_000);

test("past its workers and queue, the pool refuses at once with 503 server_busy and Retry-After, then serves again", async () => {
  const pool = createCpuPool({ maxThreads: 1, maxQueue: 1 });
  try {
    const first = pool.run("confirmationPdf", confirmation);
    const second = pool.run("confirmationPdf", confirmation);
    const refused = await pool.run("confirmationPdf", confirmation).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: "server_busy", headers: { "Retry-After": "2" } });
    for (const pdf of await Promise.all([first, second])) {
      expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    }
    const again = await pool.run("confirmationPdf", confirmation);
    expect(Buffer.from(again).subarray(0, 5).toString()).toBe("%PDF-");
  } finally {
    await pool.close();
  }
});

test("a compiled build's cpu-worker.js beside the pool's code is taken before the source; none is a clear error", () => {
  const dir = mkdtempSync(join(tmpdir(), "cpu-worker-"));
  expect(() => workerEntry(dir)).toThrow(/cpu-worker\.js.*is missing/);
  writeFileSync(join(dir, "cpu-worker.ts"), "");
  expect(workerEntry(dir)).toBe(join(dir, "cpu-worker.ts"));
  writeFileSync(join(dir, "cpu-worker.js"), "");
  expect(workerEntry(dir)).toBe(join(dir, "cpu-worker.js"));
});
