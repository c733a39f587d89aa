import type { Document } from "mongodb";
import { ObjectId } from "mongodb";
import { bulkAudit, bulkCustomers, bulkReservations } from "../testing/bulk-data";
import { type Harness, startHarness } from "../testing/harness";

// Seeding many documents and starting a database take seconds on a loaded machine.
jest.setTimeout(60_000);

/**
 * The hot queries of a large club read an index in the order they answer in: an IXSCAN of the named index, no
 * in-memory SORT and no COLLSCAN anywhere in the plan, and no more documents read than the page needs. The plans
 * are the database's own `explain` (the embedded server reports the plan it runs; on MongoDB the same calls name
 * the same indexes, docs/api.md "Indexes and query plans"). Another club's documents sit in the same collections
 * throughout, so a plan that forgot the club would read them.
 */

let h: Harness;
const club = new ObjectId();
const other = new ObjectId();
const course = new ObjectId();
const tiers = [new ObjectId(), new ObjectId(), new ObjectId()];
const FIRST_DATE = "2027-01-01";

beforeAll(async () => {
  h = await startHarness();
  await h.repos.reservations.collection.insertMany([
    ...bulkReservations(club, course, 1_200, { firstDate: FIRST_DATE, perDay: 40 }),
    ...bulkReservations(other, course, 400, { firstDate: FIRST_DATE, perDay: 40, start: 5_000 }),
  ]);
  const since = new Date(Date.UTC(2026, 5, 1));
  await h.repos.audit.collection.insertMany([
    ...bulkAudit(club, 600, since),
    ...bulkAudit(other, 300, since),
  ]);
  await h.repos.customers.insertEach(bulkCustomers(club, tiers, 900));
  await h.repos.customers.insertEach(bulkCustomers(other, [new ObjectId()], 300, 10_000));
});
afterAll(() => h.stop());

interface Stage {
  stage: string;
  indexName?: string;
  inputStage?: Stage;
  inputStages?: Stage[];
  queryPlan?: Stage;
}

/** Every stage of a plan, classic or slot-based (`queryPlan`), OR branches included. */
function stagesOf(stage: Stage | undefined): Stage[] {
  if (!stage) return [];
  return [
    stage,
    ...stagesOf(stage.queryPlan),
    ...stagesOf(stage.inputStage),
    ...(stage.inputStages ?? []).flatMap(stagesOf),
  ];
}

/** The winning plan of a find's or an aggregate's explain, whether the pipeline was pushed down or not. */
function winningPlanOf(explained: Document): Stage {
  return (explained.queryPlanner?.winningPlan ??
    explained.stages?.[0]?.$cursor?.queryPlanner?.winningPlan) as Stage;
}

/** The plan reads only `index` (one or more scans of it), never sorts in memory, and examines at most `docs`. */
function expectIndexed(explained: Document, index: string, docs: number) {
  const stages = stagesOf(winningPlanOf(explained));
  const names = stages.map((s) => s.stage);
  expect(names).toContain("IXSCAN");
  expect(names).not.toContain("SORT");
  expect(names).not.toContain("COLLSCAN");
  expect([...new Set(stages.filter((s) => s.stage === "IXSCAN").map((s) => s.indexName))]).toEqual([index]);
  const stats = explained.executionStats ?? explained.stages?.[0]?.$cursor?.executionStats;
  expect(stats.totalDocsExamined).toBeLessThanOrEqual(docs);
}

describe("the audit page", () => {
  test("reads the newest entries of the club from club_at_id, a page of them", async () => {
    const first = h.repos.audit.pageCursor(club, {}, null, 10);
    expectIndexed(await first.explain("executionStats"), "club_at_id", 10);
    const [, , last] = await h.repos.audit.pageCursor(club, {}, null, 3).toArray();
    const after = { at: last?.at as Date, id: last?._id as ObjectId };
    // After a cursor the scan starts at its entry's time, so it reads that entry again (and any of the same
    // millisecond) before the page.
    expectIndexed(
      await h.repos.audit.pageCursor(club, {}, after, 10).explain("executionStats"),
      "club_at_id",
      11,
    );
  });

  test("of one kind of thing reads club_entity_at_id, deep in the trail as cheaply as at its start", async () => {
    const rows = await h.repos.audit.pageCursor(club, { entity: "role" }, null, 150).toArray();
    const last = rows[rows.length - 1];
    const after = { at: last?.at as Date, id: last?._id as ObjectId };
    const deep = h.repos.audit.pageCursor(club, { entity: "role" }, after, 10);
    expectIndexed(await deep.explain("executionStats"), "club_entity_at_id", 11);
    expect(await deep.toArray()).toHaveLength(10);
  });
});

describe("the reservation list", () => {
  const window = { from: "2027-01-05", to: "2027-01-25" };

  test("reads the window's first page from club_day_time_id in the list's order", async () => {
    const first = h.repos.reservations.pageCursor(club, window, { skip: 0 }, 10);
    // Deleted bookings are left out by the filter (none here): the page reads its rows and no more.
    expectIndexed(await first.explain("executionStats"), "club_day_time_id", 10);
  });

  test("reads a later page after the cursor without skipping rows, also when searching", async () => {
    const rows = await h.repos.reservations.pageCursor(club, window, { skip: 0 }, 95).toArray();
    const last = rows[rows.length - 1] as (typeof rows)[number];
    const after = { date: last.date, teeTime: last.teeTime, id: last._id };
    const next = h.repos.reservations.pageCursor(club, window, { after }, 10);
    // Within the cursor's date the rows before it are read again: at most one day's bookings (40) more.
    expectIndexed(await next.explain("executionStats"), "club_day_time_id", 10 + 40);
    const searching = h.repos.reservations.pageCursor(club, { ...window, q: "kim" }, { after }, 10);
    // A search skips the rows it does not match: a tenth of the names here.
    expectIndexed(await searching.explain("executionStats"), "club_day_time_id", 10 * 10 + 40);
  });

  test("counts the window from the same index, reading the window's bookings only", async () => {
    const filter = h.repos.reservations.filterOf(club, window);
    const counted = await h.repos.reservations.collection
      .aggregate([{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }], { hint: "club_day_time_id" })
      .explain("executionStats");
    expectIndexed(counted, "club_day_time_id", 21 * 40);
  });
});

describe("the customer search", () => {
  test("reads the typed prefix's range of club_search_keys and stops at the desk's eight", async () => {
    const typed = h.repos.customers.searchCursor(club, "Nguyễn", 8);
    expectIndexed(await typed.explain("executionStats"), "club_search_keys", 8);
    expect((await h.repos.customers.search(club, "nguyen v", 8)).map((c) => c.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Nguyễn Văn Đức \d+$/)]),
    );
  });

  test("a phone number's last digits are one more range of the same index", async () => {
    const typed = h.repos.customers.searchCursor(club, "0123", 8);
    expectIndexed(await typed.explain("executionStats"), "club_search_keys", 8);
    expect((await typed.toArray()).map((c) => c.mobile)).toEqual(["01000000123"]);
  });
});

describe("the tier counts", () => {
  test("count the club's customers from club_tier_newest, never another club's", async () => {
    const counted = await h.repos.customers.collection
      .aggregate([
        { $match: { clubId: club, tierId: { $in: tiers } } },
        { $group: { _id: "$tierId", count: { $sum: 1 } } },
      ])
      .explain("executionStats");
    expectIndexed(counted, "club_tier_newest", 900);
    const counts = await h.repos.customers.countByTier(club, tiers);
    expect([...counts.values()]).toEqual([300, 300, 300]);
  });
});
