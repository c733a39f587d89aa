import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { bulkAudit } from "../../testing/bulk-data";
import { type Harness, startHarness } from "../../testing/harness";

// Seeding many documents and starting a database take seconds on a loaded machine.
jest.setTimeout(60_000);

/** The activity log read page after page by cursor, and how long it keeps an entry. */

let h: Harness;
let token: string;
let clubId: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token, clubId } = await h.ownerWithClub());
});
afterAll(() => h.stop());

interface Entry {
  auditId: string;
  entity: string;
  at: string;
}

/** Every page from the first, following nextCursor; the pages' sizes too. */
async function walk(query: string) {
  const entries: Entry[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call("GET", `/clubs/${clubId}/audit?${query}${cursor ? `&cursor=${cursor}` : ""}`, {
      token,
    });
    expect(res.status).toBe(200);
    entries.push(...res.body.result.list);
    sizes.push(res.body.result.list.length);
    cursor = res.body.result.nextCursor;
  } while (cursor && sizes.length < 50);
  return { entries, sizes };
}

test("pages follow one another newest first, every entry once, entries of one millisecond by id", async () => {
  const club = new ObjectId(clubId);
  const lines = bulkAudit(club, 30, new Date(Date.UTC(2026, 6, 1)));
  // Ten entries written in the same millisecond: only their ids order them.
  for (const line of lines.slice(10, 20)) line.at = new Date(Date.UTC(2026, 6, 1, 0, 15));
  await h.repos.audit.collection.insertMany(lines);
  // Another club's trail is not this one's.
  await h.repos.audit.collection.insertMany(bulkAudit(new ObjectId(), 5, new Date(Date.UTC(2026, 6, 1))));

  const everything = await h.repos.audit.collection.find({ clubId: club }).toArray();
  const expected = everything
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()))
    .map((e) => e._id.toHexString());
  const { entries, sizes } = await walk("pageSize=4");
  expect(entries.map((e) => e.auditId)).toEqual(expected);
  expect(sizes.slice(0, -1).every((n) => n === 4)).toBe(true);

  const roles = await walk("pageSize=3&entity=role");
  expect(roles.entries.map((e) => e.auditId)).toEqual(
    everything.filter((e) => e.entity === "role").map((e) => e._id.toHexString()),
  );
});

test("the last page says there is none after it", async () => {
  const res = await h.call("GET", `/clubs/${clubId}/audit?pageSize=100`, { token });
  expect(res.body.result.nextCursor).toBeNull();
  expect(res.body.result.pageSize).toBe(100);
});

test.each([
  ["not base64", "%21%21"],
  ["another list's cursor", Buffer.from(`2028-03-10|09:00|${"a".repeat(24)}`).toString("base64url")],
  ["a time that is no number", Buffer.from(`soon|${"a".repeat(24)}`).toString("base64url")],
])("%s answers cursor_invalid", async (_what, cursor) => {
  const res = await h.call("GET", `/clubs/${clubId}/audit?cursor=${cursor}`, { token, lang: "ko" });
  expect([res.status, res.body.issues]).toEqual([
    422,
    [{ path: "cursor", message: translate("cursor_invalid", "ko") }],
  ]);
});

test("entries are kept two years, then the database deletes them", async () => {
  const indexes = await h.repos.audit.collection.listIndexes().toArray();
  expect(indexes.find((i) => i.name === "retention")).toMatchObject({
    key: { at: 1 },
    expireAfterSeconds: 730 * 86_400,
  });
});
