import { type Harness, startHarness } from "./testing/harness";

// The first PDF or import starts a worker thread, which compiles its TypeScript: seconds on a busy machine.
jest.setTimeout(30_000);

let h: Harness;
let owner: string;
let clubId: string;
beforeAll(async () => {
  h = await startHarness();
  ({ token: owner, clubId } = await h.ownerWithClub());
});
afterAll(() => h.stop());

/** What every file the API sends must carry: a download, never sniffed, never a page, never cached. */
const expectAttachment = (headers: Headers, type: string, name: RegExp) => {
  expect(headers.get("content-type")).toBe(type);
  expect(headers.get("content-disposition")).toMatch(name);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  expect(headers.get("cache-control")).toBe("private, no-store");
};

test("the customer CSV export and the tee-sheet PDF go out with the same download headers as stored files", async () => {
  const csv = await h.call("GET", `/clubs/${clubId}/customers/export.csv`, { token: owner });
  expect(csv.status).toBe(200);
  expectAttachment(csv.headers, "text/csv; charset=utf-8", /^attachment; filename="customers.csv"/);
  const pdf = await h.call("GET", `/clubs/${clubId}/reservations/sheet.pdf?date=2026-12-05`, {
    token: owner,
  });
  expect(pdf.status).toBe(200);
  expectAttachment(pdf.headers, "application/pdf", /^attachment; filename="tee-sheet-2026-12-05.pdf"/);
});
