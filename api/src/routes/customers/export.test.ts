import { parse } from "csv-parse/sync";
import { ObjectId } from "mongodb";
import { basePath } from "../../app";
import type { ApiError } from "../../lib/api-error";
import { bulkCustomers, bulkReservations } from "../../testing/bulk-data";
import { type Harness, startHarness } from "../../testing/harness";
import { exportCustomers } from "./transfer";

// Seeding many documents and starting a database take seconds on a loaded machine.
jest.setTimeout(60_000);

/** The customers CSV of a club with more customers than one read brings: streamed in batches, bounded. */

let h: Harness;
let token: string;
let clubId: string;
const COUNT = 1_234;

beforeAll(async () => {
  h = await startHarness();
  ({ token, clubId } = await h.ownerWithClub());
  const tier = await h.call("POST", `/clubs/${clubId}/membership-tiers`, {
    token,
    body: {
      name: "Gold",
      priceCents: 100_000,
      period: "year",
      discountRatePercent: 10,
      discountTarget: "greenFee",
      benefit: "",
      note: "",
      status: "active",
    },
  });
  expect(tier.status).toBe(201);
  const club = new ObjectId(clubId);
  const customers = bulkCustomers(club, [new ObjectId(tier.body.result.tierId)], COUNT);
  await h.repos.customers.insertEach(customers);
  // Bookings for one customer in each batch of the export (the newest, one in the middle, the oldest).
  const booked = [customers[COUNT - 1], customers[700], customers[0]].map((c) => c?._id as ObjectId);
  const bookings = bulkReservations(club, new ObjectId(), 6, { firstDate: "2027-06-01", perDay: 6 });
  bookings.forEach((b, i) => {
    b.status = "reserved";
    b.customerId = booked[i % 3] as ObjectId;
  });
  await h.repos.reservations.collection.insertMany(bookings);
  // Written behind the repository's back, as the demo data is: the kept counts are set from the reservations.
  await h.repos.reservations.customerCounts.recountClub(club);
});
afterAll(() => h.stop());

async function exported(query = "") {
  const res = await h.app.request(`${basePath}/clubs/${clubId}/customers/export.csv${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
}

test("holds every customer once, newest first, with reservation counts across batches", async () => {
  const rows = await exported();
  expect(rows).toHaveLength(COUNT);
  expect(new Set(rows.map((r) => r.email)).size).toBe(COUNT);
  expect(rows.map((r) => r.email).slice(0, 2)).toEqual([
    `customer${COUNT - 1}@example.com`,
    `customer${COUNT - 2}@example.com`,
  ]);
  const counts = Object.fromEntries(
    rows.filter((r) => r.reservationCount !== "0").map((r) => [r.email, r.reservationCount]),
  );
  expect(counts).toEqual({
    [`customer${COUNT - 1}@example.com`]: "2",
    "customer700@example.com": "2",
    "customer0@example.com": "2",
  });
  expect(rows[0]?.tier).toBe("Gold");
});

test("follows the list's filters, the search included", async () => {
  const rows = await exported("?q=customer12");
  const expected = Array.from({ length: COUNT }, (_, n) => n)
    .filter((n) => String(n).startsWith("12"))
    .map((n) => `customer${n}@example.com`);
  expect(rows.map((r) => r.email).sort()).toEqual(expected.sort());
});

test("more customers than an export holds are refused before anything is sent", async () => {
  const club = await h.repos.clubs.findById(new ObjectId(clubId));
  if (!club) throw new Error("no club");
  const ctx = { repos: h.repos } as Parameters<typeof exportCustomers>[0];
  await expect(exportCustomers(ctx, club, {}, COUNT - 1)).rejects.toMatchObject({
    status: 422,
    code: "export_too_large",
  } satisfies Partial<ApiError>);
  await expect(exportCustomers(ctx, club, {}, COUNT)).resolves.toBeInstanceOf(ReadableStream);
});
