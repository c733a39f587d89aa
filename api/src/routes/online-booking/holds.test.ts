/**
 * Online holds as a caller notices them: an online booking holds its places for the club's hold time, the mail
 * carries the confirmation link and says until when, a hold whose time is up frees its places on the sheet at
 * once and for the next booking, the sweep expires it once however many instances run it, and a guest may keep
 * at most two unconfirmed holds. The clock is the harness's own, moved by the tests; nothing waits.
 */

import { addDays, todayIn } from "contracts/domains/common/dates";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { tokenDigest } from "../../lib/tokens";
import { type Harness, startHarness, tokenOf } from "../../testing/harness";
import { clubSellingDay } from "../../testing/selling-club";
import { expireHolds } from "../reservations/holds";

jest.setTimeout(30_000);

let h: Harness;
let owner: string;
/** The API's clock: every test moves it forward, never back. */
let clock = new Date();
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const logLines: string[] = [];
const sweepContext = () => ({ repos: h.repos, now: () => clock });

/** A fresh club selling 07:00–07:50 publicly three days ahead, with the hold time given. */
async function freshClub(holdMinutes = 15) {
  const date = addDays(todayIn("Asia/Seoul", clock), 3);
  const { clubId, details } = await clubSellingDay(h, owner, { name: "Hold Test CC" }, date);
  const settings = await h.call("PUT", `/clubs/${clubId}/reservations/settings`, {
    token: owner,
    body: {
      heldFirstTimes: 0,
      heldTimes: [],
      heldWeekdays: [],
      onlineDaysAhead: 30,
      onlineHoldMinutes: holdMinutes,
    },
  });
  expect(settings.status).toBe(200);
  const [east, west] = details.courses.map((c: { courseId: string }) => c.courseId) as string[];
  return { clubId, date, east: east as string, west: west as string };
}

let golfers = 0;
/** An online booking of a new golfer (unique email and phone) unless `changes` say otherwise. */
function hold(
  clubId: string,
  slot: { date: string; courseId: string; teeTime?: string },
  changes: Record<string, unknown> = {},
  lang = "en",
) {
  golfers++;
  return h.call("POST", `/public/clubs/${clubId}/reservations`, {
    address: `golfer-${golfers}`,
    lang,
    body: {
      date: slot.date,
      courseId: slot.courseId,
      teeTime: slot.teeTime ?? "07:00",
      name: "Trần Thị Bích",
      phoneCode: "84",
      phoneNumber: `0901${String(golfers).padStart(6, "0")}`,
      email: `golfer${golfers}@example.com`,
      players: 2,
      ...changes,
    },
  });
}

const sheetOf = async (clubId: string, date: string) =>
  (await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${date}`, { token: owner })).body.result;
const timeOn = async (clubId: string, date: string, course: 0 | 1, teeTime: string) =>
  (await sheetOf(clubId, date)).courses[course].teeTimes.find(
    (t: { teeTime: string }) => t.teeTime === teeTime,
  );
const placesLeft = async (clubId: string, date: string, teeTime: string) =>
  (
    await h.call("GET", `/public/clubs/${clubId}/availability?date=${date}`, { address: "availability" })
  ).body.result.courses[0].teeTimes.find((t: { teeTime: string }) => t.teeTime === teeTime)?.placesLeft ?? 0;
const counterOf = async (clubId: string, teeTime: string) =>
  (await h.repos.reservations.teeTimes.findOne({ clubId: new ObjectId(clubId), teeTime }))?.players ?? 0;
const reservationOf = (reference: string) => h.repos.reservations.collection.findOne({ reference });

beforeAll(async () => {
  h = await startHarness({ now: () => clock, logRequests: true, log: (line) => logLines.push(line) });
  owner = await h.signIn((await h.insertAccount()).email);
});
afterAll(() => h.stop());

describe("an online booking", () => {
  test.each([
    ["en", "Your places are held until"],
    ["ko", "까지 자리를 가예약해 두었습니다"],
  ] as const)(
    "is a hold for the club's hold time, with a mailed confirmation link saying until when (%s)",
    async (lang, heldText) => {
      const { clubId, date, east } = await freshClub(20);
      const booked = await hold(
        clubId,
        { date, courseId: east },
        { email: `Hold.${lang}@Example.com` },
        lang,
      );
      expect(booked.status).toBe(201);
      expect(booked.body.result).toMatchObject({ status: "pending", players: 2, totalPriceCents: 30_000 });
      expect(booked.body.result.holdExpiresAt).toBe(new Date(clock.getTime() + 20 * 60_000).toISOString());

      const [mail] = await h.repos.outbox.findNewest(`hold.${lang}@example.com`, 1);
      expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/booking-confirm\?token=[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(mail?.link ?? "");
      expect(mail?.text).toContain(mail?.link);
      expect(mail?.html).toContain(`href="${mail?.link}"`);
      expect(mail?.text).toContain(booked.body.result.reference);
      // The club's local time (Seoul), not the server's.
      const until = new Intl.DateTimeFormat("en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: "Asia/Seoul",
      }).format(new Date(booked.body.result.holdExpiresAt));
      expect(mail?.text).toContain(heldText);
      expect(mail?.text).toContain(until);
      expect(mail?.text).toContain("Asia/Seoul");

      // Only the token's digest is stored, and no log line carries the token.
      const stored = await reservationOf(booked.body.result.reference);
      expect(stored?.confirmTokenDigest).toBe(tokenDigest(token));
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(logLines.join("\n")).not.toContain(token);

      // The desk sees it held, with its expiry; its places are taken meanwhile.
      const time = await timeOn(clubId, date, 0, "07:00");
      expect(time.playersBooked).toBe(2);
      expect(time.reservations).toEqual([
        expect.objectContaining({
          type: "online",
          status: "pending",
          email: `hold.${lang}@example.com`,
          holdExpiresAt: booked.body.result.holdExpiresAt,
        }),
      ]);
      expect(await placesLeft(clubId, date, "07:00")).toBe(2);
    },
  );
});

describe("a hold whose time is up", () => {
  test("frees its places on the sheet and online at once, and the next booking takes them", async () => {
    const { clubId, date, east } = await freshClub(15);
    const full = await hold(clubId, { date, courseId: east }, { players: 4 });
    expect(full.status).toBe(201);
    expect(await placesLeft(clubId, date, "07:00")).toBe(0);
    const refused = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: {
        date,
        courseId: east,
        teeTime: "07:00",
        name: "Desk",
        phoneCode: "82",
        phoneNumber: "01011112222",
        players: 1,
      },
    });
    expect(refused.body.code).toBe("slot_full");

    later(14);
    expect((await timeOn(clubId, date, 0, "07:00")).playersBooked).toBe(4);
    later(1);
    // Due, not yet swept: the counter still holds its places, yet the sheet and availability count them free.
    expect(await counterOf(clubId, "07:00")).toBe(4);
    const time = await timeOn(clubId, date, 0, "07:00");
    expect(time).toMatchObject({ playersBooked: 0, reservations: [] });
    expect(await placesLeft(clubId, date, "07:00")).toBe(4);
    const stats = await h.call("GET", `/reservation/stats?clubId=${clubId}&dates=${date}`, { token: owner });
    expect(stats.body.result).toEqual([{ date, rate: 0 }]);

    const desk = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: {
        date,
        courseId: east,
        teeTime: "07:00",
        name: "Desk",
        phoneCode: "82",
        phoneNumber: "01011112222",
        players: 3,
      },
    });
    expect(desk.status).toBe(201);
    expect(await counterOf(clubId, "07:00")).toBe(3);
    const expired = await reservationOf(full.body.result.reference);
    expect(expired?.status).toBe("cancelled");
    const audit = await h.repos.audit.collection.find({ entityId: expired?._id }).sort({ at: 1 }).toArray();
    expect(audit.map((line) => line.summary)).toEqual([
      expect.stringContaining("booked online"),
      expect.stringContaining("hold expired"),
    ]);
    expect(audit[1]?.actor.email).toBe("system");
    // The expired hold is listed as cancelled, with the time it expired at.
    const listed = await h.call("GET", `/clubs/${clubId}/reservations?type=online`, { token: owner });
    expect(listed.body.result.list[0]).toMatchObject({
      reference: full.body.result.reference,
      status: "cancelled",
      holdExpiresAt: full.body.result.holdExpiresAt,
    });
  });

  test("a larger party and a move also find the places of a hold that is due", async () => {
    const { clubId, date, east } = await freshClub(15);
    const url = `/clubs/${clubId}/reservations`;
    const desk = (teeTime: string, players: number) =>
      h.call("POST", url, {
        token: owner,
        body: {
          date,
          courseId: east,
          teeTime,
          name: "Desk",
          phoneCode: "82",
          phoneNumber: "01011112222",
          players,
        },
      });
    const party = await desk("07:00", 1);
    const mover = await desk("07:10", 2);
    expect((await hold(clubId, { date, courseId: east }, { players: 3 })).status).toBe(201);
    expect((await hold(clubId, { date, courseId: east, teeTime: "07:20" }, { players: 4 })).status).toBe(201);
    later(16);
    const grown = await h.call("PATCH", `${url}/${party.body.result.reservationId}`, {
      token: owner,
      body: { players: 4 },
    });
    expect(grown.status).toBe(200);
    const moved = await h.call("POST", `${url}/${mover.body.result.reservationId}/move`, {
      token: owner,
      body: { date, courseId: east, teeTime: "07:20" },
    });
    expect(moved.status).toBe(200);
    expect([
      await counterOf(clubId, "07:00"),
      await counterOf(clubId, "07:10"),
      await counterOf(clubId, "07:20"),
    ]).toEqual([4, 0, 2]);
  });
});

describe("the sweep", () => {
  test("expires every due hold once, however many instances run it at the same moment", async () => {
    const { clubId, date, east, west } = await freshClub(10);
    const holds = await Promise.all([
      hold(clubId, { date, courseId: east }, { players: 3 }),
      hold(clubId, { date, courseId: west }, { players: 4 }),
      hold(clubId, { date, courseId: east, teeTime: "07:10" }, { players: 1 }),
    ]);
    expect(holds.map((res) => res.status)).toEqual([201, 201, 201]);
    later(5);
    // Not due yet: a sweep leaves them (it may expire other tests' holds).
    await expireHolds(sweepContext());
    for (const res of holds) expect((await reservationOf(res.body.result.reference))?.status).toBe("pending");
    const young = await hold(clubId, { date, courseId: east, teeTime: "07:10" }, { players: 1 });
    later(5);
    const runs = await Promise.all([
      expireHolds(sweepContext()),
      expireHolds(sweepContext()),
      expireHolds(sweepContext()),
    ]);
    // Every due hold in the database, this club's three among them, went to exactly one of the runs.
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(3);
    for (const res of holds) {
      const doc = await reservationOf(res.body.result.reference);
      expect(doc?.status).toBe("cancelled");
      const lines = await h.repos.audit.collection.countDocuments({
        entityId: doc?._id,
        summary: /hold expired/,
      });
      expect(lines).toBe(1);
    }
    expect((await reservationOf(young.body.result.reference))?.status).toBe("pending");
    expect(await counterOf(clubId, "07:00")).toBe(0);
    expect(await counterOf(clubId, "07:10")).toBe(1);
    const westCounter = await h.repos.reservations.teeTimes.findOne({
      clubId: new ObjectId(clubId),
      courseId: new ObjectId(west),
    });
    expect(westCounter?.players).toBe(0);
    expect(await expireHolds(sweepContext())).toBe(0);
  });
});

describe("a guest", () => {
  test.each(["en", "ko"] as const)(
    "keeps at most two unconfirmed holds by email and by phone; a third is refused in %s and takes nothing",
    async (lang) => {
      const { clubId, date, east, west } = await freshClub(15);
      const email = `twice.${lang}@example.com`;
      const phone = { phoneCode: "+84", phoneNumber: `09${lang === "en" ? "11" : "22"}000000` };
      expect((await hold(clubId, { date, courseId: east }, { email })).status).toBe(201);
      expect(
        (await hold(clubId, { date, courseId: west }, { email: email.toUpperCase(), ...phone })).status,
      ).toBe(201);

      const byEmail = await hold(clubId, { date, courseId: east, teeTime: "07:10" }, { email }, lang);
      expect(byEmail.status).toBe(409);
      expect(byEmail.body).toEqual({
        code: "hold_limit_reached",
        message: translate("hold_limit_reached", lang),
      });
      expect((await hold(clubId, { date, courseId: east, teeTime: "07:20" }, phone)).status).toBe(201);
      const byPhone = await hold(
        clubId,
        { date, courseId: east, teeTime: "07:30" },
        { ...phone, phoneCode: "84" },
        lang,
      );
      expect(byPhone.status).toBe(409);
      expect(byPhone.body.code).toBe("hold_limit_reached");
      // The refused ones left no booking and no place taken.
      expect(await counterOf(clubId, "07:10")).toBe(0);
      expect(await counterOf(clubId, "07:30")).toBe(0);
      expect(await h.repos.reservations.collection.countDocuments({ clubId: new ObjectId(clubId) })).toBe(3);

      // Another club is another count; and once the holds expire the guest may hold again.
      const other = await freshClub(15);
      expect((await hold(other.clubId, { date: other.date, courseId: other.east }, { email })).status).toBe(
        201,
      );
      later(16);
      expect((await hold(clubId, { date, courseId: east, teeTime: "07:10" }, { email })).status).toBe(201);
    },
  );

  test("sending a third hold twice at once still keeps two", async () => {
    const { clubId, date, east, west } = await freshClub(15);
    const email = "racer@example.com";
    expect((await hold(clubId, { date, courseId: east }, { email })).status).toBe(201);
    const racing = await Promise.all([
      hold(clubId, { date, courseId: west }, { email }),
      hold(clubId, { date, courseId: east, teeTime: "07:10" }, { email }),
      hold(clubId, { date, courseId: west, teeTime: "07:10" }, { email }),
    ]);
    expect(racing.filter((res) => res.status === 201).length).toBeLessThanOrEqual(1);
    expect(
      racing.filter((res) => res.status !== 201).every((res) => res.body.code === "hold_limit_reached"),
    ).toBe(true);
    const live = await h.repos.reservations.collection.countDocuments({
      clubId: new ObjectId(clubId),
      email,
    });
    expect(live).toBeLessThanOrEqual(2);
    const counters = await h.repos.reservations.teeTimes.find({ clubId: new ObjectId(clubId) }).toArray();
    expect(counters.reduce((sum, c) => sum + c.players, 0)).toBe(live * 2);
  });
});

describe("the golfer's confirmation by the mailed token", () => {
  const linkOf = async (email: string) => tokenOf((await h.repos.outbox.findNewest(email, 1))[0]?.link ?? "");
  const look = (token: string, lang = "en") =>
    h.call("GET", `/public/booking-holds?token=${token}`, { lang, address: "confirm-page" });
  const confirm = (token: string, lang = "en") =>
    h.call("POST", "/public/booking-holds/confirm", { lang, address: "confirm-page", body: { token } });

  test("within the hold reserves the booking once: the sheet shows it reserved, the trail and a mail say so", async () => {
    const { clubId, date, east } = await freshClub(15);
    const booked = await hold(
      clubId,
      { date, courseId: east, teeTime: "07:30" },
      { email: "confirm.me@example.com" },
    );
    const token = await linkOf("confirm.me@example.com");
    later(10);
    const seen = await look(token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("no-store");
    expect(seen.body.result).toEqual({
      state: "held",
      kind: "booking",
      status: "pending",
      reference: booked.body.result.reference,
      clubName: "Hold Test CC",
      timeZone: "Asia/Seoul",
      date,
      teeTime: "07:30",
      courseName: "East",
      players: 2,
      totalPriceCents: 30_000,
      holdExpiresAt: booked.body.result.holdExpiresAt,
      // The club's default: free until 24 hours before the tee time, on its clock.
      freeCancellationUntil: new Date(`${addDays(date, -1)}T07:30:00+09:00`).toISOString(),
      openTeeTimes: null,
    });

    const done = await confirm(token, "vi");
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ state: "confirmed", status: "reserved", holdExpiresAt: null });
    const time = await timeOn(clubId, date, 0, "07:30");
    expect(time.playersBooked).toBe(2);
    expect(time.reservations).toEqual([
      expect.objectContaining({
        reference: booked.body.result.reference,
        status: "reserved",
        holdExpiresAt: null,
      }),
    ]);
    const doc = await reservationOf(booked.body.result.reference);
    const trail = await h.repos.audit.collection.find({ entityId: doc?._id }).sort({ at: 1 }).toArray();
    expect(trail.map((line) => [line.actor.email, line.summary])).toEqual([
      ["confirm.me@example.com", expect.stringContaining("booked online")],
      ["confirm.me@example.com", expect.stringContaining("confirmed online by the golfer")],
    ]);
    const [mail] = await h.repos.outbox.findNewest("confirm.me@example.com", 1);
    expect(mail?.subject).toBe("Lượt đặt sân tại Hold Test CC đã được xác nhận");
    expect(mail?.text).toContain(booked.body.result.reference);
    expect(mail?.text).toContain("07:30");

    // Confirming again (a second click, a reload) answers the reserved booking; nothing is written twice.
    later(30);
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(done.body.result);
    expect(await h.repos.audit.collection.countDocuments({ entityId: doc?._id })).toBe(2);
    expect(await h.repos.outbox.collection.countDocuments({ to: "confirm.me@example.com" })).toBe(2);
    // The sweep leaves a confirmed booking alone.
    await expireHolds(sweepContext());
    expect((await reservationOf(booked.body.result.reference))?.status).toBe("reserved");
    expect(logLines.join("\n")).not.toContain(token);
  });

  test("twice at the same moment confirms once", async () => {
    const { clubId, date, east } = await freshClub(15);
    await hold(clubId, { date, courseId: east }, { email: "double.click@example.com" });
    const token = await linkOf("double.click@example.com");
    const both = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(both.map((res) => [res.status, res.body.result.state])).toEqual([
      [200, "confirmed"],
      [200, "confirmed"],
      [200, "confirmed"],
    ]);
    expect(
      await h.repos.audit.collection.countDocuments({
        summary: /confirmed online/,
        "actor.email": "double.click@example.com",
      }),
    ).toBe(1);
    expect(await h.repos.outbox.collection.countDocuments({ to: "double.click@example.com" })).toBe(2);
  });

  test.each([
    ["en", "This hold has expired and its places were released. Please book again."],
    ["ko", "가예약 시간이 지나 자리가 풀렸습니다. 다시 예약해 주세요."],
  ] as const)(
    "after the hold answers 409 hold_expired in %s, and the page lists the times still open",
    async (lang, message) => {
      const { clubId, date, east } = await freshClub(5);
      const booked = await hold(
        clubId,
        { date, courseId: east, teeTime: "07:40" },
        { email: `late.${lang}@example.com`, players: 4 },
      );
      const token = await linkOf(`late.${lang}@example.com`);
      later(6);
      const refused = await confirm(token, lang);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: "hold_expired", message });
      // The attempt expired it for good: cancelled, places back, one trail line.
      const doc = await reservationOf(booked.body.result.reference);
      expect(doc?.status).toBe("cancelled");
      expect(await counterOf(clubId, "07:40")).toBe(0);
      expect(
        await h.repos.audit.collection.countDocuments({ entityId: doc?._id, summary: /hold expired/ }),
      ).toBe(1);

      const seen = await look(token, lang);
      expect(seen.body.result).toMatchObject({
        state: "expired",
        status: "cancelled",
        holdExpiresAt: booked.body.result.holdExpiresAt,
      });
      const eastOpen = seen.body.result.openTeeTimes[0];
      expect(eastOpen.name).toBe("East");
      expect(eastOpen.teeTimes).toContainEqual({
        teeTime: "07:40",
        placesLeft: 4,
        pricePerPlayerCents: 15_000,
      });
      expect((await confirm(token, lang)).status).toBe(409);
    },
  );

  test("an expired hold not yet swept reads as expired too", async () => {
    const { clubId, date, east } = await freshClub(5);
    await hold(clubId, { date, courseId: east }, { email: "unswept@example.com" });
    const token = await linkOf("unswept@example.com");
    later(5);
    const seen = await look(token);
    expect(seen.body.result).toMatchObject({ state: "expired", status: "pending" });
    expect(seen.body.result.openTeeTimes[0].teeTimes[0]).toEqual({
      teeTime: "07:00",
      placesLeft: 4,
      pricePerPlayerCents: 15_000,
    });
  });

  test.each(["en", "vi"] as const)(
    "an unknown token answers 404 in %s, a malformed one 422",
    async (lang) => {
      const unknown = "Z".repeat(43);
      for (const res of [await look(unknown, lang), await confirm(unknown, lang)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: "not_found", message: translate("not_found", lang) });
      }
      const malformed = await confirm("not a token!", lang);
      expect(malformed.status).toBe(422);
      expect(malformed.body.issues).toEqual([{ path: "token", message: translate("invalid_value", lang) }]);
    },
  );

  test("a booking the club cancelled cannot be confirmed", async () => {
    const { clubId, date, east } = await freshClub(15);
    const booked = await hold(clubId, { date, courseId: east }, { email: "club.cancels@example.com" });
    const token = await linkOf("club.cancels@example.com");
    const doc = await reservationOf(booked.body.result.reference);
    const url = `/clubs/${clubId}/reservations/${doc?._id}`;
    expect((await h.call("PATCH", url, { token: owner, body: { status: "cancelPending" } })).status).toBe(
      200,
    );
    const refused = await confirm(token);
    expect([refused.status, refused.body.code]).toEqual([409, "reservation_status_conflict"]);
    // Its cancellation waits for the club: the page says so rather than "cancelled".
    expect((await look(token)).body.result).toMatchObject({ state: "cancelPending", holdExpiresAt: null });
  });
});
