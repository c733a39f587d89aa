/**
 * The demo data set (`db/demo-*.ts`), as the screens show it: what a developer or a reviewer finds after seeding.
 * Tests about the demo data itself live here; the other API tests make their own data, or say that they still
 * stand on the demo (`startHarness(…, { demo: true })`).
 */
import { addDays, eachDate, todayIn } from "contracts/domains/common/dates";
import { customerInputSchema } from "contracts/domains/customers/schemas";
import { rateStatus } from "contracts/domains/reservations/rules";
import type { ObjectId } from "mongodb";
import { type Harness, startHarness } from "../testing/harness";

let h: Harness;
let owner: string;
let ownerId: ObjectId;
beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  owner = await h.signIn("owner@example.com");
  const account = await h.repos.accounts.findByEmail("owner@example.com");
  if (!account) throw new Error("demo owner missing");
  ownerId = account._id;
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

describe("the demo owner's two clubs", () => {
  test("two weeks around today show every rate colour, and the counters match the bookings holding places", async () => {
    const owned = await h.repos.clubs.collection.find({}).toArray();
    expect(owned).toHaveLength(2);
    for (const demo of owned) {
      const today = todayIn(demo.timeZone);
      const dates = Array.from({ length: 14 }, (_, i) => addDays(today, i - 7));
      const res = await h.call("GET", `/reservation/stats?clubId=${demo._id}&dates=${dates.join(",")}`, {
        token: owner,
      });
      expect(res.status).toBe(200);
      const colours = new Set(res.body.result.map((r: { rate: number }) => rateStatus(r.rate)));
      expect([...colours].sort()).toEqual([0, 1, 2, 3]);
      const held = await h.repos.reservations.collection
        .find({ clubId: demo._id, status: { $nin: ["cancelled", "noshow", "deleted"] } })
        .toArray();
      const counters = await h.repos.reservations.teeTimes.find({ clubId: demo._id }).toArray();
      expect(counters.reduce((sum, c) => sum + c.players, 0)).toBe(
        held.reduce((sum, r) => sum + r.players, 0),
      );
      const statuses = new Set(
        (await h.repos.reservations.collection.find({ clubId: demo._id }).toArray()).map((r) => r.status),
      );
      expect(statuses.size).toBe(7);
      const customers = await h.call("GET", `/clubs/${demo._id}/customers?pageSize=100`, { token: owner });
      const counted = customers.body.result.list.filter(
        (c: { reservationCount: number }) => c.reservationCount > 0,
      );
      expect(counted.length).toBeGreaterThan(5);
    }
  }, 30_000);

  test("the demo clubs have schedules from two months ago to three months ahead, with hidden days", async () => {
    const all = (await h.call("GET", "/clubs", { token: owner })).body.result.list as { clubId: string }[];
    expect(all).toHaveLength(2);
    for (const { clubId } of all) {
      const today = (
        await h.call("GET", `/clubs/${clubId}/schedules?from=2000-01-01&to=2000-01-01`, { token: owner })
      ).body.result.today as string;
      const dates = [addDays(today, -30), today, addDays(today, 90), addDays(today, 100)];
      const res = await h.call("GET", `/schedule/status/list?clubId=${clubId}&dates=${dates}`, {
        token: owner,
      });
      expect(res.body.result).toEqual([1, 1, 1, 0]);
      const days = [...eachDate(today, addDays(today, 40))];
      const statuses = (
        await h.call("GET", `/schedule/status/list?clubId=${clubId}&dates=${days}`, { token: owner })
      ).body.result as number[];
      expect(statuses.filter((s) => s === 2).length).toBeGreaterThan(0);
    }
  });

  test("the first club's customers follow the contract's own rules and spread over tiers and channels", async () => {
    const [club] = await h.repos.clubs.findByOwnerId(ownerId);
    if (!club) throw new Error("demo club missing");
    const demo = await h.repos.customers.collection
      .find({ clubId: club._id, email: /@example\.com$/ })
      .toArray();
    const tiers = await h.repos.membershipTiers.listForClub(club._id);
    expect(tiers.filter((t) => t.status === "disabled")).toHaveLength(1);
    expect(demo.length).toBeGreaterThanOrEqual(35);
    for (const c of demo) {
      const { _id, clubId, emailKey, searchKeys, reservationCount, createdAt, updatedAt, ...fields } = c;
      const parsed = customerInputSchema.safeParse({ ...fields, tierId: c.tierId.toHexString() });
      expect([c.name, parsed.success]).toEqual([c.name, true]);
    }
    expect(new Set(demo.map((c) => c.channel)).size).toBe(4);
    expect(new Set(demo.map((c) => c.country)).size).toBe(4);
    expect(new Set(demo.map((c) => c.tierId.toHexString())).size).toBe(3);
  });

  test("each club's own texts are in its language: Korean for the Korean club, Vietnamese for the other", async () => {
    const hangul = /\p{Script=Hangul}/u;
    // A letter with a Vietnamese mark: English text has none.
    const vietnamese = /[àáâãèéêìíòóôõùúýăđĩũơư\u1EA0-\u1EF9]/iu;
    for (const club of await h.repos.clubs.findByOwnerId(ownerId)) {
      const language = club.country === "KR" ? hangul : vietnamese;
      const clubId = club._id;
      const tiers = await h.repos.membershipTiers.listForClub(clubId);
      const roles = await h.repos.roles.collection.find({ clubId }).toArray();
      const customers = await h.repos.customers.collection.find({ clubId }).toArray();
      const reservations = await h.repos.reservations.collection.find({ clubId }).toArray();
      const texts = [
        club.notice,
        club.description,
        club.precautions,
        ...club.courses.map((course) => course.name),
        ...club.greenFees.map((fee) => fee.name),
        ...tiers.flatMap((tier) => [tier.benefit, tier.note]),
        ...roles.flatMap((role) => [role.name, role.note]),
        ...customers.map((customer) => customer.note),
        ...reservations.map((reservation) => reservation.memo),
      ].filter((text) => text !== "");
      expect(texts.length).toBeGreaterThan(10);
      expect([club.name, texts.filter((text) => !language.test(text))]).toEqual([club.name, []]);
    }
  });

  test("the last 30 days fill every chart of the dashboard, with a period before them to compare", async () => {
    for (const demo of await h.repos.clubs.collection.find({}).toArray()) {
      const today = todayIn(demo.timeZone);
      const range = `from=${addDays(today, -29)}&to=${today}`;
      const report = async (name: string) =>
        (await h.call("GET", `/clubs/${demo._id}/reports/${name}?${range}`, { token: owner })).body.result;
      const utilisation = await report("utilisation");
      expect(utilisation.total.rate).toBeGreaterThan(0.1);
      expect(utilisation.previousTotal.rate).toBeGreaterThan(0.05);
      const rates = utilisation.bands.map((band: { rate: number }) => band.rate);
      // Weekends and mornings fuller than weekday afternoons: the heatmap has a shape.
      expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(0.3);
      const weekend = utilisation.bands.filter((band: { weekday: number }) => band.weekday === 6);
      const tuesday = utilisation.bands.filter((band: { weekday: number }) => band.weekday === 2);
      const mean = (bands: { players: number; places: number }[]) =>
        bands.reduce((sum, b) => sum + b.players, 0) / bands.reduce((sum, b) => sum + b.places, 0);
      expect(mean(weekend)).toBeGreaterThan(mean(tuesday));
      const bookings = await report("bookings");
      for (const channel of bookings.byChannel) expect(channel.bookings).toBeGreaterThan(0);
      const byStatus = Object.fromEntries(
        bookings.byStatus.map((row: { status: string; bookings: number }) => [row.status, row.bookings]),
      );
      expect(byStatus.noshow).toBeGreaterThan(0);
      expect(byStatus.cancelled).toBeGreaterThan(0);
      expect(bookings.noShow.rate).toBeGreaterThan(0);
      expect(bookings.previousTotal.bookings).toBeGreaterThan(0);
      const revenue = await report("revenue");
      expect(revenue.previousTotalCents).toBeGreaterThan(0);
      // The three tiers and the guests without a customer record.
      expect(revenue.byTier).toHaveLength(4);
      const top = (await report("top-customers")).list as { rounds: number }[];
      expect(top).toHaveLength(10);
      expect(new Set(top.map((row) => row.rounds)).size).toBeGreaterThan(3);
    }
  }, 30_000);
});
