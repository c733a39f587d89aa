import type { ClubInput } from "contracts/domains/clubs/schemas";
import { eachDate, todayIn } from "contracts/domains/common/dates";
import type { Schedule, ScheduleInput } from "contracts/domains/schedules/schemas";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { aClubInput, aScheduleInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let owner: string;

const club = (): ClubInput =>
  aClubInput({
    name: "Test Schedules CC",
    minPlayers: 2,
    courses: [{ name: "East" }],
    greenFees: [
      { name: "Weekday", regularPriceCents: 15_000, additionalPriceCents: 2_000 },
      { name: "Weekend", regularPriceCents: 19_900, additionalPriceCents: 2_500 },
    ],
    teeUps: [
      { interval: 8, firstTeeUp: "06:00", lastTeeUp: "11:00" },
      { interval: 8, firstTeeUp: "11:30", lastTeeUp: "15:30" },
    ],
  });

/** A fresh club of the owner, with no schedules, and its green fee ids. */
async function freshClub() {
  const created = await h.call("POST", "/clubs", { token: owner, body: club() });
  expect(created.status).toBe(201);
  const clubId = created.body.result.clubId as string;
  const details = await h.call("GET", `/clubs/${clubId}`, { token: owner });
  const [weekday, weekend] = details.body.result.greenFees as { greenFeeId: string }[];
  if (!weekday || !weekend) throw new Error("green fees missing");
  return { clubId, weekday: weekday.greenFeeId, weekend: weekend.greenFeeId };
}

const schedule = (greenFeeId: string, changes: Partial<ScheduleInput> = {}): ScheduleInput =>
  aScheduleInput(greenFeeId, {
    startDate: "2027-03-01",
    endDate: "2027-03-31",
    endTime: "11:30",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    ...changes,
  });

const stored = async (clubId: string) => h.repos.schedules.findByClub(new ObjectId(clubId));

beforeAll(async () => {
  h = await startHarness();
  owner = await h.signIn((await h.insertAccount()).email);
});
afterAll(() => h.stop());

describe("adding schedules", () => {
  test("refuses one covering a date and time another schedule has, naming the clash", async () => {
    const { clubId, weekday } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    const first = await h.call("POST", url, { token: owner, body: schedule(weekday) });
    expect(first.status).toBe(201);
    expect(first.body.result).toMatchObject({
      greenFeeName: "Weekday",
      priceCents: 15_000,
      status: "public",
    });

    const clash = schedule(weekday, { startDate: "2027-03-20", endDate: "2027-04-10", startTime: "11:00" });
    const refused = await h.call("POST", url, { token: owner, body: clash, lang: "ko" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("schedule_overlap");
    expect(refused.body.message).toBe(
      `${translate("schedule_overlap", "ko")} (2027-03-01 – 2027-03-31, 06:00–11:30)`,
    );

    // Back to back (the first ends at 11:30, half-open) and on other dates: no clash.
    const afternoon = schedule(weekday, { startTime: "11:30", endTime: "16:00" });
    expect((await h.call("POST", url, { token: owner, body: afternoon })).status).toBe(201);
    const april = schedule(weekday, { startDate: "2027-04-01", endDate: "2027-04-30" });
    expect((await h.call("POST", url, { token: owner, body: april })).status).toBe(201);
    expect((await stored(clubId))?.schedules).toHaveLength(3);
  });

  test("weekdays count: a weekend schedule beside a weekday one is no clash, unless their dates share a day", async () => {
    const { clubId, weekday, weekend } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    const weekdays = schedule(weekday, { weekdays: [1, 2, 3, 4, 5] });
    expect((await h.call("POST", url, { token: owner, body: weekdays })).status).toBe(201);
    const weekends = schedule(weekend, { weekdays: [0, 6], priceKind: "additional" });
    const added = await h.call("POST", url, { token: owner, body: weekends });
    expect(added.status).toBe(201);
    // The additional price is a surcharge on the regular one.
    expect(added.body.result.priceCents).toBe(19_900 + 2_500);
    // 2027-03-31 is a Wednesday.
    const wednesday = schedule(weekend, { startDate: "2027-03-31", endDate: "2027-04-02", weekdays: [3] });
    expect((await h.call("POST", url, { token: owner, body: wednesday })).status).toBe(409);
    // Tuesdays of 2027-03-31..04-02: none falls in the range, so nothing is covered there twice.
    const tuesday = schedule(weekend, { startDate: "2027-03-31", endDate: "2027-04-02", weekdays: [2] });
    expect((await h.call("POST", url, { token: owner, body: tuesday })).status).toBe(201);
  });

  test("concurrent overlapping adds: exactly one is stored", async () => {
    const { clubId, weekday } = await freshClub();
    const results = await Promise.all(
      ["06:00", "07:00", "08:00", "09:00", "10:00"].map((startTime) =>
        h.call("POST", `/clubs/${clubId}/schedules`, {
          token: owner,
          body: schedule(weekday, { startTime, endTime: "15:00" }),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await stored(clubId))?.schedules).toHaveLength(1);
  });

  test("field rules: times in order, within the tee-up day, a green fee of the club", async () => {
    const { clubId, weekday } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    const cases: [Partial<ScheduleInput>, string, string][] = [
      [{ startTime: "11:00", endTime: "10:00" }, "endTime", "schedule_times_invalid"],
      [{ startTime: "10:00", endTime: "10:00" }, "endTime", "schedule_times_invalid"],
      [{ startTime: "24:00" }, "startTime", "tee_up_time_invalid"],
      [{ startTime: "05:00" }, "startTime", "schedule_outside_tee_up"],
      [{ startTime: "15:31", endTime: "16:00" }, "startTime", "schedule_outside_tee_up"],
      [{ endDate: "2027-02-28" }, "endDate", "schedule_dates_invalid"],
      [{ startDate: "2027-02-29" }, "startDate", "schedule_date_invalid"],
      [{ endDate: "2028-03-01" }, "endDate", "schedule_range_too_long"],
      [{ weekdays: [] }, "weekdays", "schedule_weekdays_required"],
      [{ weekdays: [1, 1] }, "weekdays", "invalid_value"],
      [{ weekdays: [7] }, "weekdays.0", "invalid_value"],
      [{ greenFeeId: new ObjectId().toHexString() }, "greenFeeId", "schedule_green_fee_unknown"],
    ];
    for (const [changes, path, code] of cases) {
      const res = await h.call("POST", url, { token: owner, body: schedule(weekday, changes), lang: "vi" });
      expect([changes, res.status, res.body.issues]).toEqual([
        changes,
        422,
        [{ path, message: translate(code as never, "vi") }],
      ]);
    }
    expect(await stored(clubId)).toBeNull();
  });
});

describe("one schedule", () => {
  test("read, replace (checked against the others but not itself), delete", async () => {
    const { clubId, weekday, weekend } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    const morning = (await h.call("POST", url, { token: owner, body: schedule(weekday) })).body.result;
    const afternoon = schedule(weekday, { startTime: "12:00", endTime: "16:00" });
    expect((await h.call("POST", url, { token: owner, body: afternoon })).status).toBe(201);
    const one = `${url}/${morning.scheduleId}`;
    expect((await h.call("GET", one, { token: owner })).body.result).toEqual(morning);

    const longer = schedule(weekend, { endTime: "11:00", status: "hidden" });
    const replaced = await h.call("PUT", one, { token: owner, body: longer });
    expect(replaced.status).toBe(200);
    expect(replaced.body.result).toMatchObject({ scheduleId: morning.scheduleId, status: "hidden" });
    const into = await h.call("PUT", one, { token: owner, body: schedule(weekday, { endTime: "12:30" }) });
    expect(into.status).toBe(409);

    expect((await h.call("DELETE", one, { token: owner })).status).toBe(200);
    expect((await h.call("GET", one, { token: owner })).status).toBe(404);
    expect((await h.call("DELETE", one, { token: owner })).status).toBe(404);
    const other = `${url}/${new ObjectId().toHexString()}`;
    expect((await h.call("PUT", other, { token: owner, body: longer })).status).toBe(404);
  });
});

describe("modify", () => {
  test("cuts schedules at the range's edges: days outside keep what they had", async () => {
    const { clubId, weekday, weekend } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    const original = (await h.call("POST", url, { token: owner, body: schedule(weekday) })).body.result;
    const res = await h.call("POST", `${url}/modify`, {
      token: owner,
      body: { from: "2027-03-10", to: "2027-03-12", status: "hidden", greenFeeId: weekend },
    });
    expect(res.status).toBe(200);
    const list = (await h.call("GET", `${url}?from=2027-03-01&to=2027-03-31`, { token: owner })).body.result
      .list as Schedule[];
    expect(list.map((s) => [s.startDate, s.endDate, s.status, s.greenFeeName])).toEqual([
      ["2027-03-01", "2027-03-09", "public", "Weekday"],
      ["2027-03-10", "2027-03-12", "hidden", "Weekend"],
      ["2027-03-13", "2027-03-31", "public", "Weekday"],
    ]);
    // The part before the range is still the schedule that was there.
    expect(list[0]?.scheduleId).toBe(original.scheduleId);

    const removed = await h.call("POST", `${url}/modify`, {
      token: owner,
      body: { from: "2027-03-01", to: "2027-03-11", remove: true },
    });
    expect(removed.status).toBe(200);
    const after = (await stored(clubId))?.schedules.map((s) => [s.startDate, s.endDate, s.status]);
    expect(after).toEqual([
      ["2027-03-12", "2027-03-12", "hidden"],
      ["2027-03-13", "2027-03-31", "public"],
    ]);
  });

  test("all or nothing: a refused modify leaves every schedule as it was", async () => {
    const { clubId, weekday } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    await h.call("POST", url, { token: owner, body: schedule(weekday) });
    await h.call("POST", url, {
      token: owner,
      body: schedule(weekday, { startTime: "12:00", endTime: "16:00" }),
    });
    const before = await stored(clubId);
    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { from: "2027-03-05", to: "2027-03-20", greenFeeId: new ObjectId().toHexString() },
        422,
        "validation_failed",
      ],
      [{ from: "2027-06-01", to: "2027-06-05", status: "hidden" }, 422, "schedule_required"],
      [{ from: "2027-03-05", to: "2027-03-20" }, 422, "validation_failed"],
      [{ from: "2027-03-05", to: "2027-03-20", remove: true, status: "hidden" }, 422, "validation_failed"],
      [{ from: "2027-03-20", to: "2027-03-05", status: "hidden" }, 422, "validation_failed"],
    ];
    for (const [body, status, code] of refusals) {
      const res = await h.call("POST", `${url}/modify`, { token: owner, body });
      expect([body, res.status, res.body.code]).toEqual([body, status, code]);
    }
    expect(await stored(clubId)).toEqual(before);
  });

  test("a write that lost a race is recomputed on the fresh schedules, never applied over them", async () => {
    const { clubId, weekday } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    await h.call("POST", url, { token: owner, body: schedule(weekday) });
    const ranges = ["03-02", "03-09", "03-16", "03-23"].map((day) => ({
      from: `2027-${day}`,
      to: `2027-${day}`,
      status: "hidden",
    }));
    const results = await Promise.all(
      ranges.map((body) => h.call("POST", `${url}/modify`, { token: owner, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const statuses = await h.call(
      "GET",
      `/schedule/status/list?clubId=${clubId}&dates=${ranges.map((r) => r.from)}`,
      {
        token: owner,
      },
    );
    expect(statuses.body.result).toEqual([2, 2, 2, 2]);
  });
});

describe("GET /schedule/status/list", () => {
  test("a month with mixed days: one palette index per date, in the order asked", async () => {
    const { clubId, weekday } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    // Public mornings all month except the 10th; a hidden afternoon on the 5th (both) and the 10th (hidden only).
    await h.call("POST", url, { token: owner, body: schedule(weekday) });
    await h.call("POST", url, {
      token: owner,
      body: schedule(weekday, {
        startDate: "2027-03-05",
        endDate: "2027-03-10",
        startTime: "12:00",
        endTime: "16:00",
        weekdays: [5, 3],
        status: "hidden",
      }),
    });
    await h.call("POST", `${url}/modify`, {
      token: owner,
      body: { from: "2027-03-10", to: "2027-03-10", status: "hidden" },
    });
    const dates = ["2027-03-05", "2027-02-28", ...eachDate("2027-03-09", "2027-03-11"), "2027-04-01"];
    const res = await h.call("GET", `/schedule/status/list?clubId=${clubId}&dates=${dates.join(",")}`, {
      token: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([3, 0, 1, 2, 1, 0]);
  });

  test("bad dates answer 422 in the request language", async () => {
    const { clubId } = await freshClub();
    const tooMany = [...eachDate("2027-01-01", "2027-02-12")].join(",");
    for (const dates of ["2027-02-30", "2027-13-01", "2027-1-01", "abc", "", "2027-03-01,", tooMany]) {
      const res = await h.call("GET", `/schedule/status/list?clubId=${clubId}&dates=${dates}`, {
        token: owner,
        lang: "ko",
      });
      expect([dates.slice(0, 30), res.status, res.body.issues]).toEqual([
        dates.slice(0, 30),
        422,
        [{ path: "dates", message: translate("schedule_dates_list_invalid", "ko") }],
      ]);
    }
    const exactly42 = [...eachDate("2027-01-01", "2027-02-11")].join(",");
    expect(
      (await h.call("GET", `/schedule/status/list?clubId=${clubId}&dates=${exactly42}`, { token: owner }))
        .status,
    ).toBe(200);
  });
});

describe("the calendar's reads", () => {
  test("a day's windows say why it costs what it costs", async () => {
    const { clubId, weekday, weekend } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    await h.call("POST", url, {
      token: owner,
      body: schedule(weekend, { startTime: "12:00", endTime: "16:00", priceKind: "additional" }),
    });
    await h.call("POST", url, { token: owner, body: schedule(weekday, { status: "hidden" }) });
    const res = await h.call("GET", `${url}/day?date=2027-03-06`, { token: owner });
    expect(res.status).toBe(200);
    expect(
      res.body.result.windows.map((w: Schedule) => [
        w.startTime,
        w.endTime,
        w.greenFeeName,
        w.priceCents,
        w.status,
      ]),
    ).toEqual([
      ["06:00", "11:30", "Weekday", 15_000, "hidden"],
      ["12:00", "16:00", "Weekend", 19_900 + 2_500, "public"],
    ]);
    expect((await h.call("GET", `${url}/day?date=2027-02-29`, { token: owner })).status).toBe(422);
  });

  test("the list answers the club's today, green fees and tee-up day, and at most 366 days", async () => {
    const { clubId } = await freshClub();
    const url = `/clubs/${clubId}/schedules`;
    const res = await h.call("GET", `${url}?from=2027-01-01&to=2027-12-31`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      today: todayIn("Asia/Seoul"),
      timeZone: "Asia/Seoul",
      teeUpDay: { first: "06:00", last: "15:30" },
      list: [],
    });
    expect(res.body.result.greenFees).toHaveLength(2);
    expect((await h.call("GET", `${url}?from=2027-01-01&to=2028-01-02`, { token: owner })).status).toBe(422);
    expect((await h.call("GET", `${url}?from=2027-01-02&to=2027-01-01`, { token: owner })).status).toBe(422);
  });
});
