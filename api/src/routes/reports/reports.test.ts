import { weekdayOf } from "contracts/domains/common/dates";
import { translate } from "contracts/errors/messages";
import {
  aClubInput,
  aCustomerInput,
  anOnlineBooking,
  aReservationInput,
  aScheduleInput,
  aTierInput,
} from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";

jest.setTimeout(30_000);

/**
 * Every report's figures against bookings this file makes (not the demo data). The club sells 07:00, 07:30, 08:00
 * and 08:30 on two courses (09:00 and 09:30 are not for sale): 4 times × 2 courses × 4 players = 32 places a day.
 * The period crosses from February into March; the one before it has one paid booking and one deleted.
 *
 * | booking | date  | time  | players | channel | status                  | customer      |
 * | b1      | 02-27 | 07:00 | 2       | offline | paid                    | Ahn (Gold)    |
 * | b2      | 02-28 | 08:30 | 4       | offline | reserved                | —             |
 * | b3      | 03-01 | 07:30 | 3       | offline | no-show                 | Bui (-Silver) |
 * | b4      | 03-02 | 08:00 | 1       | offline | cancelled               | —             |
 * | b5      | 03-01 | 08:00 | 2       | offline | reserved                | Bui (-Silver) |
 * | b6      | 03-02 | 07:00 | 2       | online  | hold, time up (pending) | —             |
 * | b7      | 03-02 | 07:30 | 2       | online  | hold, running (pending) | —             |
 * | b8      | 02-25 | 07:00 | 2       | offline | paid (previous period)  | Bui (-Silver) |
 * | b9      | 02-24 | 07:00 | 4       | offline | deleted (previous)      | —             |
 * | b10     | 03-05 | 07:00 | 2       | offline | reserved (after)        | Ahn (Gold)    |
 */
const FROM = "2027-02-27";
const TO = "2027-03-02";
const PREVIOUS = { from: "2027-02-23", to: "2027-02-26" };
const range = `from=${FROM}&to=${TO}`;

let h: Harness;
let token: string;
let clubId: string;
/** The API's clock: the club's today is 2027-03-01 (Seoul), so the online bookings of 03-02 are in its window. */
let now = new Date("2027-03-01T00:00:00Z");
const price: Record<string, number> = {};
/** What a booking of the table above cost, as the API priced it. */
const cents = (booking: string) => {
  const value = price[booking];
  if (value === undefined) throw new Error(`no booking ${booking}`);
  return value;
};
const dollars = (booking: string) => (cents(booking) / 100).toFixed(2);
let gold = "";
let silver = "";

const get = (report: string, query = range) =>
  h.call("GET", `/clubs/${clubId}/reports/${report}?${query}`, { token });

beforeAll(async () => {
  h = await startHarness({ now: () => now });
  const owner = await h.ownerWithClub(
    aClubInput({ teeUps: [{ interval: 30, firstTeeUp: "07:00", lastTeeUp: "09:30" }] }),
  );
  token = owner.token;
  clubId = owner.clubId;
  const club = (await h.call("GET", `/clubs/${clubId}`, { token })).body.result;
  const [east, west] = club.courses.map((c: { courseId: string }) => c.courseId) as [string, string];
  const schedule = aScheduleInput(club.greenFees[0].greenFeeId, {
    startDate: "2027-02-20",
    endDate: "2027-03-10",
    startTime: "07:00",
    endTime: "09:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
  expect((await h.call("POST", `/clubs/${clubId}/schedules`, { token, body: schedule })).status).toBe(201);

  const tier = async (name: string, discountRatePercent: number) => {
    const res = await h.call("POST", `/clubs/${clubId}/membership-tiers`, {
      token,
      body: aTierInput({ name, discountRatePercent }),
    });
    expect(res.status).toBe(201);
    return res.body.result.tierId as string;
  };
  gold = await tier("Gold", 20);
  // A name a spreadsheet would read as a formula: the CSV files must write it as text.
  silver = await tier("-Silver", 10);
  const customer = async (tierId: string, name: string, email: string) => {
    const res = await h.call("POST", `/clubs/${clubId}/customers`, {
      token,
      body: aCustomerInput(tierId, { name, email }),
    });
    expect(res.status).toBe(201);
    return res.body.result.customerId as string;
  };
  const ahn = await customer(gold, "Ahn Jisoo", "ahn@example.com");
  const bui = await customer(silver, "Bui Thanh Tam", "bui@example.com");

  const offline = async (
    key: string,
    slot: { date: string; courseId: string; teeTime: string },
    players: number,
    statuses: string[],
    customerId?: string,
  ) => {
    const res = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token,
      body: aReservationInput(slot, { players, ...(customerId ? { customerId } : {}) }),
    });
    expect(res.status).toBe(201);
    const id = res.body.result.reservationId as string;
    price[key] = res.body.result.totalPriceCents;
    for (const status of statuses) {
      const changed = await h.call("PATCH", `/clubs/${clubId}/reservations/${id}`, {
        token,
        body: { status },
      });
      expect([key, status, changed.status]).toEqual([key, status, 200]);
    }
  };
  await offline("b1", { date: "2027-02-27", courseId: east, teeTime: "07:00" }, 2, ["paid"], ahn);
  await offline("b2", { date: "2027-02-28", courseId: west, teeTime: "08:30" }, 4, []);
  await offline("b3", { date: "2027-03-01", courseId: east, teeTime: "07:30" }, 3, ["noshow"], bui);
  await offline("b4", { date: "2027-03-02", courseId: east, teeTime: "08:00" }, 1, [
    "cancelPending",
    "cancelled",
  ]);
  await offline("b5", { date: "2027-03-01", courseId: west, teeTime: "08:00" }, 2, [], bui);
  await offline("b8", { date: "2027-02-25", courseId: east, teeTime: "07:00" }, 2, ["paid"], bui);
  await offline("b9", { date: "2027-02-24", courseId: east, teeTime: "07:00" }, 4, ["deleted"]);
  await offline("b10", { date: "2027-03-05", courseId: east, teeTime: "07:00" }, 2, [], ahn);

  const online = async (teeTime: string) => {
    const res = await h.call("POST", `/public/clubs/${clubId}/reservations`, {
      body: anOnlineBooking({ date: "2027-03-02", courseId: west, teeTime }, { players: 2 }),
    });
    expect(res.status).toBe(201);
  };
  await online("07:00");
  // b6's hold runs out (nobody has swept it yet), then b7 is booked.
  now = new Date(now.getTime() + 61 * 60_000);
  await online("07:30");
});
afterAll(() => h.stop());

describe("utilisation", () => {
  test("players holding places ÷ places for sale, per day, per weekday and hour, beside the period before", async () => {
    const res = await get("utilisation");
    expect(res.status).toBe(200);
    const report = res.body.result;
    expect(report.period).toEqual({ from: FROM, to: TO });
    expect(report.previousPeriod).toEqual(PREVIOUS);
    expect(report.total).toEqual({ players: 10, places: 128, rate: 10 / 128 });
    expect(report.previousTotal).toEqual({ players: 2, places: 128, rate: 2 / 128 });
    expect(report.days).toEqual([
      { date: "2027-02-27", players: 2, places: 32, rate: 2 / 32 },
      { date: "2027-02-28", players: 4, places: 32, rate: 4 / 32 },
      { date: "2027-03-01", players: 2, places: 32, rate: 2 / 32 },
      { date: "2027-03-02", players: 2, places: 32, rate: 2 / 32 },
    ]);
    expect(report.previousDays.map((d: { date: string; players: number }) => [d.date, d.players])).toEqual([
      ["2027-02-23", 0],
      ["2027-02-24", 0],
      ["2027-02-25", 2],
      ["2027-02-26", 0],
    ]);
    const booked: Record<string, number> = {
      [`${weekdayOf("2027-02-27")} 7`]: 2,
      [`${weekdayOf("2027-02-28")} 8`]: 4,
      [`${weekdayOf("2027-03-01")} 8`]: 2,
      [`${weekdayOf("2027-03-02")} 7`]: 2,
    };
    const expected = [FROM, "2027-02-28", "2027-03-01", TO]
      .flatMap((date) => [7, 8].map((hour) => ({ weekday: weekdayOf(date), hour })))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
      .map(({ weekday, hour }) => {
        const players = booked[`${weekday} ${hour}`] ?? 0;
        return { weekday, hour, players, places: 16, rate: players / 16 };
      });
    expect(report.bands).toEqual(expected);
  });

  test("as CSV: players and places per date and hour", async () => {
    const res = await get("utilisation.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`utilisation-${FROM}-${TO}.csv`);
    const lines = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("date,weekday,hour,players,places,rate");
    expect(lines).toHaveLength(1 + 4 * 2);
    expect(lines).toContain("2027-02-28,Sunday,08:00,4,16,0.2500");
    expect(lines).toContain("2027-03-01,Monday,07:00,0,16,0.0000");
  });
});

describe("bookings", () => {
  test("by channel and status, no-shows and cancellations included, deleted left out", async () => {
    const res = await get("bookings");
    expect(res.status).toBe(200);
    const report = res.body.result;
    expect(report.total).toEqual({ bookings: 7, players: 16 });
    expect(report.previousTotal).toEqual({ bookings: 1, players: 2 });
    expect(report.byChannel).toEqual([
      { channel: "online", bookings: 2, players: 4 },
      { channel: "offline", bookings: 5, players: 12 },
    ]);
    expect(report.byStatus).toEqual([
      { status: "pending", bookings: 1, players: 2 },
      { status: "reserved", bookings: 2, players: 6 },
      { status: "paid", bookings: 1, players: 2 },
      { status: "cancelPending", bookings: 0, players: 0 },
      // b4, and b6 whose hold ran out.
      { status: "cancelled", bookings: 2, players: 3 },
      { status: "noshow", bookings: 1, players: 3 },
    ]);
    expect(report.noShow).toEqual({ noShows: 1, expected: 4, rate: 0.25 });
    expect(report.previousNoShow).toEqual({ noShows: 0, expected: 1, rate: 0 });
    const none = { bookings: 0, players: 0 };
    expect(report.days).toEqual([
      { date: "2027-02-27", online: none, offline: { bookings: 1, players: 2 } },
      { date: "2027-02-28", online: none, offline: { bookings: 1, players: 4 } },
      { date: "2027-03-01", online: none, offline: { bookings: 2, players: 5 } },
      { date: "2027-03-02", online: { bookings: 2, players: 4 }, offline: { bookings: 1, players: 1 } },
    ]);
  });

  test("as CSV: per date, channel and status", async () => {
    const lines = String((await get("bookings.csv")).body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "date,channel,status,bookings,players",
      "2027-02-27,offline,paid,1,2",
      "2027-02-28,offline,reserved,1,4",
      "2027-03-01,offline,reserved,1,2",
      "2027-03-01,offline,noshow,1,3",
      "2027-03-02,offline,cancelled,1,1",
      "2027-03-02,online,pending,1,2",
      "2027-03-02,online,cancelled,1,2",
    ]);
  });
});

describe("revenue", () => {
  test("paid and reserved bookings per day and by the customer's tier, in cents", async () => {
    const res = await get("revenue");
    expect(res.status).toBe(200);
    const report = res.body.result;
    const [b1, b2, b5, b8] = [cents("b1"), cents("b2"), cents("b5"), cents("b8")];
    expect(report.totalCents).toBe(b1 + b2 + b5);
    expect(report.previousTotalCents).toBe(b8);
    expect(report.days).toEqual([
      { date: "2027-02-27", paidCents: b1, reservedCents: 0 },
      { date: "2027-02-28", paidCents: 0, reservedCents: b2 },
      { date: "2027-03-01", paidCents: 0, reservedCents: b5 },
      { date: "2027-03-02", paidCents: 0, reservedCents: 0 },
    ]);
    // Four players without a discount pay most, then Silver's two at 10% off, then Gold's two at 20% off.
    expect(b2).toBeGreaterThan(b5);
    expect(b5).toBeGreaterThan(b1);
    expect(report.byTier).toEqual([
      { tierId: null, name: null, cents: b2, bookings: 1 },
      { tierId: silver, name: "-Silver", cents: b5, bookings: 1 },
      { tierId: gold, name: "Gold", cents: b1, bookings: 1 },
    ]);
  });

  test("as CSV: in dollars, a tier name that looks like a formula written as text", async () => {
    const lines = String((await get("revenue.csv")).body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "date,status,tier,bookings,amountUsd",
      `2027-02-27,paid,Gold,1,${dollars("b1")}`,
      `2027-02-28,reserved,,1,${dollars("b2")}`,
      `2027-03-01,reserved,'-Silver,1,${dollars("b5")}`,
    ]);
  });
});

describe("top customers", () => {
  test("most rounds first (paid and reserved only), ties by money, in the period only", async () => {
    const res = await get("top-customers");
    expect(res.status).toBe(200);
    expect(res.body.result.list).toEqual([
      {
        customerId: expect.any(String),
        name: "Bui Thanh Tam",
        tierName: "-Silver",
        rounds: 1,
        players: 2,
        cents: cents("b5"),
      },
      {
        customerId: expect.any(String),
        name: "Ahn Jisoo",
        tierName: "Gold",
        rounds: 1,
        players: 2,
        cents: cents("b1"),
      },
    ]);
    // Up to March 10 Ahn has two rounds (b1 and b10), Bui one (b5, before it b8).
    const month = await get("top-customers", "from=2027-02-27&to=2027-03-10");
    expect(
      month.body.result.list.map((row: { name: string; rounds: number }) => [row.name, row.rounds]),
    ).toEqual([
      ["Ahn Jisoo", 2],
      ["Bui Thanh Tam", 1],
    ]);
    const lines = String((await get("top-customers.csv")).body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("rank,name,tier,rounds,players,amountUsd");
    expect(lines[1]).toBe(`1,Bui Thanh Tam,'-Silver,1,2,${dollars("b5")}`);
  });
});

describe("a range without bookings", () => {
  test("nothing for sale and nothing booked: no rate at all, zero bookings, no customers", async () => {
    const query = "from=2027-06-01&to=2027-06-30";
    const utilisation = (await get("utilisation", query)).body.result;
    expect(utilisation.total).toEqual({ players: 0, places: 0, rate: null });
    expect(utilisation.days).toHaveLength(30);
    expect(utilisation.bands).toEqual([]);
    const bookings = (await get("bookings", query)).body.result;
    expect(bookings.total).toEqual({ bookings: 0, players: 0 });
    expect(bookings.noShow).toEqual({ noShows: 0, expected: 0, rate: null });
    expect((await get("revenue", query)).body.result).toMatchObject({ totalCents: 0, byTier: [] });
    expect((await get("top-customers", query)).body.result.list).toEqual([]);
    expect(String((await get("bookings.csv", query)).body).replace(/^\uFEFF/, "")).toBe(
      "date,channel,status,bookings,players\r\n",
    );
  });

  test("places for sale and nothing booked: a rate of 0", async () => {
    const utilisation = (await get("utilisation", "from=2027-03-06&to=2027-03-10")).body.result;
    expect(utilisation.total).toEqual({ players: 0, places: 160, rate: 0 });
  });
});

describe("the range", () => {
  test.each([
    ["to before from", "from=2027-03-02&to=2027-03-01", "to", "schedule_dates_invalid"],
    ["over 366 days", "from=2027-01-01&to=2028-01-02", "to", "schedule_range_too_long"],
    ["not a date", "from=2027-02-30&to=2027-03-01", "from", "schedule_date_invalid"],
    ["missing", "from=2027-02-01", "to", "required"],
  ] as const)("%s answers 422 in the caller's language", async (_what, query, path, code) => {
    for (const report of ["utilisation", "bookings.csv"]) {
      const res = await h.call("GET", `/clubs/${clubId}/reports/${report}?${query}`, { token, lang: "ko" });
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([{ path, message: translate(code, "ko") }]);
    }
  });

  test("366 days, a leap year's whole, are allowed", async () => {
    expect((await get("utilisation", "from=2028-01-01&to=2028-12-31")).status).toBe(200);
  });
});
