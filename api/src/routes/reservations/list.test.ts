import { addDays, todayIn } from "contracts/domains/common/dates";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { bulkReservations } from "../../testing/bulk-data";
import { type Harness, startHarness } from "../../testing/harness";

// Seeding many documents and starting a database take seconds on a loaded machine.
jest.setTimeout(60_000);

/** The reservation list's window of dates and its pages: by number, or by the cursor of the page before. */

let h: Harness;
let token: string;
let clubId: string;
let today: string;
const course = new ObjectId();

beforeAll(async () => {
  h = await startHarness();
  ({ token, clubId } = await h.ownerWithClub({ country: "KR", timeZone: "Asia/Seoul" }));
  today = todayIn("Asia/Seoul");
});
afterAll(() => h.stop());

interface Row {
  reservationId: string;
  date: string;
  teeTime: string;
}

const list = (query: string) => h.call("GET", `/clubs/${clubId}/reservations?${query}`, { token });
const datesOf = (rows: Row[]) => rows.map((r) => r.date);

/** Bookings straight into the collection: `perDay` on each date from `first` for `days` days. */
async function book(first: string, days: number, perDay: number, start: number) {
  const docs = bulkReservations(new ObjectId(clubId), course, days * perDay, {
    firstDate: first,
    perDay,
    start,
  });
  // None cancelled, so a count is the number booked.
  for (const doc of docs) if (doc.status === "cancelled") doc.status = "reserved";
  await h.repos.reservations.collection.insertMany(docs);
  return docs;
}

describe("the window of dates", () => {
  test("without dates is the club's today and the 91 days after, the earliest first, named in the answer", async () => {
    // One booking on each edge of the default window and one just outside each.
    for (const [offset, n] of [
      [-1, 0],
      [91, 1],
      [0, 2],
      [92, 3],
    ] as const)
      await book(addDays(today, offset), 1, 1, n);
    const answer = (await list("pageSize=100")).body.result;
    expect([answer.from, answer.to]).toEqual([today, addDays(today, 91)]);
    expect(datesOf(answer.list)).toEqual([today, addDays(today, 91)]);
    expect(answer.total).toBe(2);
  });

  test("with one end alone reads the 92 days from or to it; with both, as asked", async () => {
    const from = addDays(today, -1);
    // From the day before the default window: that day and the window but its last day.
    expect((await list(`from=${from}`)).body.result).toMatchObject({ from, to: addDays(from, 91), total: 2 });
    const to = addDays(today, 92);
    // To the day after it: the window but its first day, and that day.
    expect((await list(`to=${to}`)).body.result).toMatchObject({ from: addDays(to, -91), to, total: 2 });
    const both = (await list(`from=${addDays(today, 91)}&to=${addDays(today, 92)}`)).body.result;
    expect(datesOf(both.list)).toEqual([addDays(today, 91), addDays(today, 92)]);
  });

  test.each(["en", "vi"] as const)(
    "longer than 92 days, or ending before it starts, is refused in %s",
    async (lang) => {
      const longest = await h.call("GET", `/clubs/${clubId}/reservations?from=2027-01-01&to=2027-04-02`, {
        token,
        lang,
      });
      expect(longest.status).toBe(200);
      const tooLong = await h.call("GET", `/clubs/${clubId}/reservations?from=2027-01-01&to=2027-04-03`, {
        token,
        lang,
      });
      expect([tooLong.status, tooLong.body.issues]).toEqual([
        422,
        [{ path: "to", message: translate("list_range_too_long", lang) }],
      ]);
      const backwards = await h.call("GET", `/clubs/${clubId}/reservations?from=2027-01-02&to=2027-01-01`, {
        token,
        lang,
      });
      expect([backwards.status, backwards.body.issues]).toEqual([
        422,
        [{ path: "to", message: translate("schedule_dates_invalid", lang) }],
      ]);
    },
  );
});

describe("pages", () => {
  const window = "from=2028-03-01&to=2028-03-31";
  let booked: { date: string; teeTime: string; id: string }[];

  beforeAll(async () => {
    // Three days of 11 bookings, several on one tee time, so the id has to order some of them.
    const docs = await book("2028-03-10", 3, 11, 100);
    for (const [i, doc] of docs.entries()) if (i % 3 === 0) doc.teeTime = "09:00";
    await h.repos.reservations.collection.deleteMany({ _id: { $in: docs.map((d) => d._id) } });
    await h.repos.reservations.collection.insertMany(docs);
    booked = docs
      .map((d) => ({ date: d.date, teeTime: d.teeTime, id: d._id.toHexString() }))
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) || a.teeTime.localeCompare(b.teeTime) || a.id.localeCompare(b.id),
      );
  });

  const keyOf = (r: Row) => ({ date: r.date, teeTime: r.teeTime, id: r.reservationId });

  test("read by cursor and by number give every booking once, by date and tee time from the earliest", async () => {
    const byCursor: Row[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= 10; page++) {
      const answer: { list: Row[]; nextCursor: string | null; page: number; total: number | null } = (
        await list(`${window}&pageSize=7&page=${page}${cursor ? `&cursor=${cursor}` : ""}`)
      ).body.result;
      // Counted on the first page; a page read by cursor is not counted again.
      expect([answer.page, answer.total]).toEqual([page, cursor ? null : 33]);
      byCursor.push(...answer.list);
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(byCursor.map(keyOf)).toEqual(booked);
    const byNumber: Row[] = [];
    for (let page = 1; page <= 5; page++)
      byNumber.push(...(await list(`${window}&pageSize=7&page=${page}`)).body.result.list);
    expect(byNumber.map(keyOf)).toEqual(booked);
  });

  test("a numbered page says the window's total whether it is full, the last one or past the end", async () => {
    // 33 bookings: four full pages of 7, a last page of 5, then nothing.
    const pages = [];
    for (let page = 1; page <= 6; page++) {
      const { list: rows, total } = (await list(`${window}&pageSize=7&page=${page}`)).body.result;
      pages.push([rows.length, total]);
    }
    expect(pages).toEqual([
      [7, 33],
      [7, 33],
      [7, 33],
      [7, 33],
      [5, 33],
      [0, 33],
    ]);
    expect((await list(`${window}&pageSize=100`)).body.result.total).toBe(33);
    expect((await list(`${window}&pageSize=33`)).body.result.total).toBe(33);
  });

  test("a cursor keeps the search it was read with", async () => {
    const all = (await list(`${window}&q=kim&pageSize=100`)).body.result.list as Row[];
    expect(all.length).toBeGreaterThan(2);
    const first = (await list(`${window}&q=kim&pageSize=2`)).body.result;
    const rest = (await list(`${window}&q=kim&pageSize=100&page=2&cursor=${first.nextCursor}`)).body.result;
    expect([...first.list, ...rest.list].map(keyOf)).toEqual(all.map(keyOf));
    expect(rest.nextCursor).toBeNull();
  });

  test.each([
    ["not a cursor at all", "not*a*cursor"],
    ["a cursor of something else", Buffer.from("2028-03-10|9999").toString("base64url")],
    ["a date that does not exist", Buffer.from(`2028-02-30|09:00|${"a".repeat(24)}`).toString("base64url")],
  ])("%s answers cursor_invalid", async (_what, cursor) => {
    const answer = await list(`${window}&cursor=${cursor}`);
    expect([answer.status, answer.body.issues]).toEqual([
      422,
      [{ path: "cursor", message: translate("cursor_invalid", "en") }],
    ]);
  });
});
