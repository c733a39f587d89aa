/**
 * What the golfers' own booking page relies on: the public club page (no session, nothing private, 404 for a club
 * that takes no online bookings), the club's free-cancellation setting, and the golfer cancelling their own
 * booking from the mailed link, at once while free and as a request for the club after that, and what the hold tells
 * the page about it (until when cancelling is free; whether it is a waitlist offer). The clock is the harness's own,
 * moved forward by the tests; nothing waits.
 */

import { addDays, todayIn } from "contracts/domains/common/dates";
import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { basePath } from "../../app";
import { type Harness, startHarness, tokenOf } from "../../testing/harness";
import { type SampleRefs, sampleCall } from "../../testing/samples";
import { clubSellingDay } from "../../testing/selling-club";

jest.setTimeout(30_000);

let h: Harness;
let owner: string;
let ownerEmail: string;
/** The API's clock: every test moves it forward, never back. */
let clock = new Date();
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

/** A fresh club of `owner` selling 07:00–07:50 publicly three days ahead, with the settings given. */
async function freshClub(settings: Record<string, unknown> = {}, token = () => owner) {
  const date = addDays(todayIn("Asia/Seoul", clock), 3);
  const { clubId, details } = await clubSellingDay(
    h,
    token(),
    {
      name: "Golfer Page CC",
      notice: "Soft spikes only.",
      description: "Eighteen holes by the river.",
      precautions: "Carts stay on the paths.",
      minPlayers: 2,
    },
    date,
  );
  const saved = await h.call("PUT", `/clubs/${clubId}/reservations/settings`, {
    token: token(),
    body: { heldFirstTimes: 0, heldTimes: [], heldWeekdays: [], onlineDaysAhead: 30, ...settings },
  });
  expect(saved.status).toBe(200);
  return { clubId, date, east: details.courses[0].courseId as string };
}

let golfers = 0;
/** An online booking of a new golfer at `teeTime`; answers the booking and its mailed token. */
async function hold(clubId: string, date: string, courseId: string, teeTime = "07:00") {
  golfers++;
  const email = `page.golfer${golfers}@example.com`;
  const booked = await h.call("POST", `/public/clubs/${clubId}/reservations`, {
    address: `page-golfer-${golfers}`,
    body: {
      date,
      courseId,
      teeTime,
      name: "Kim Minji",
      phoneCode: "82",
      phoneNumber: `0101${String(golfers).padStart(6, "0")}`,
      email,
      players: 2,
    },
  });
  expect(booked.status).toBe(201);
  const [mail] = await h.repos.outbox.findNewest(email, 1);
  return { reference: booked.body.result.reference as string, email, token: tokenOf(mail?.link ?? "") };
}

const cancel = (token: string, lang = "en", address = "cancel-page") =>
  h.call("POST", "/public/booking-holds/cancel", { lang, address, body: { token } });
const confirm = (token: string) =>
  h.call("POST", "/public/booking-holds/confirm", { address: "cancel-page", body: { token } });
const look = (token: string) =>
  h.call("GET", `/public/booking-holds?token=${token}`, { address: "cancel-page" });
const reservationOf = (reference: string) => h.repos.reservations.collection.findOne({ reference });
const counterOf = async (clubId: string, teeTime: string) =>
  (await h.repos.reservations.teeTimes.findOne({ clubId: new ObjectId(clubId), teeTime }))?.players ?? 0;
const placesLeft = async (clubId: string, date: string, teeTime: string) =>
  (
    await h.call("GET", `/public/clubs/${clubId}/availability?date=${date}`, { address: "availability" })
  ).body.result.courses[0].teeTimes.find((t: { teeTime: string }) => t.teeTime === teeTime)?.placesLeft ?? 0;
/** The instant a tee time of a Seoul club starts. */
const teeInstant = (date: string, teeTime: string) => new Date(`${date}T${teeTime}:00+09:00`);
const notCancellable = (lang: "en" | "ko", status: "cancelled" | "cancelPending" | "paid") =>
  `${translate("booking_not_cancellable", lang)} (${reservationStatusLabels[lang][status]})`;

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
  const account = await h.insertAccount();
  ownerEmail = account.email;
  owner = await h.signIn(ownerEmail);
});
afterAll(() => h.stop());

describe("the public club page", () => {
  test("shows what the booking page needs without a session, and nothing private", async () => {
    const { clubId } = await freshClub({ onlineDaysAhead: 10, freeCancellationHours: 12 });
    const upload = sampleCall("uploadClubImage", { clubId } as SampleRefs);
    expect((await h.call("PUT", upload.path, { token: owner, raw: upload.raw })).status).toBe(200);
    const res = await h.call("GET", `/public/clubs/${clubId}`, { address: "club-page" });
    expect(res.status).toBe(200);
    const today = todayIn("Asia/Seoul", clock);
    expect(res.body.result).toEqual({
      clubId,
      name: "Golfer Page CC",
      hasImage: true,
      imageUrl: expect.stringMatching(new RegExp(`^${basePath}/clubs/${clubId}/image\\?v=[0-9a-f]{16}$`)),
      notice: "Soft spikes only.",
      description: "Eighteen holes by the river.",
      precautions: "Carts stay on the paths.",
      timeZone: "Asia/Seoul",
      today,
      firstOnlineDate: today,
      lastOnlineDate: addDays(today, 10),
      minPlayers: 2,
      phoneCode: "82",
      freeCancellationHours: 12,
      releases: [],
    });
    const text = JSON.stringify(res.body);
    for (const secret of [ownerEmail, "ownerId", "0212345678", "greenFees", "Weekday", "1 Test-ro"]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
    // The picture's URL serves the picture to anyone.
    const picture = await h.call("GET", res.body.result.imageUrl.slice(basePath.length));
    expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/png"]);

    const removed = await h.call("DELETE", `/clubs/${clubId}/image`, { token: owner });
    expect(removed.status).toBe(200);
    const without = await h.call("GET", `/public/clubs/${clubId}`, { address: "club-page" });
    expect(without.body.result).toMatchObject({ hasImage: false, imageUrl: null });
  });

  test.each(["en", "vi"] as const)(
    "answers 404 in %s for an unknown club and one whose owner is suspended or deleted; 422 for a malformed id",
    async (lang) => {
      const unknown = await h.call("GET", `/public/clubs/${new ObjectId().toHexString()}`, { lang });
      expect([unknown.status, unknown.body]).toEqual([
        404,
        { code: "not_found", message: translate("not_found", lang) },
      ]);
      for (const status of ["suspended", "deleted"] as const) {
        const other = await h.insertAccount();
        const otherToken = await h.signIn(other.email);
        const { clubId } = await freshClub({}, () => otherToken);
        expect((await h.call("GET", `/public/clubs/${clubId}`)).status).toBe(200);
        await h.repos.accounts.updateFields(other._id, { status });
        const closed = await h.call("GET", `/public/clubs/${clubId}`, { lang });
        expect([status, closed.status, closed.body.code]).toEqual([status, 404, "not_found"]);
      }
      const malformed = await h.call("GET", "/public/clubs/not-a-club", { lang });
      expect(malformed.status).toBe(422);
    },
  );
});

describe("the free-cancellation setting", () => {
  test.each([
    ["en", -1],
    ["ko", 169],
    ["vi", 1.5],
    ["en", "24"],
    ["ko", null],
  ] as const)("refuses %s %p with 422 on the field and stores nothing", async (lang, bad) => {
    const { clubId } = await freshClub({ freeCancellationHours: 6 });
    const url = `/clubs/${clubId}/reservations/settings`;
    const trail = () => h.repos.audit.collection.countDocuments({ entity: "reservationSettings" });
    const before = await trail();
    const res = await h.call("PUT", url, {
      token: owner,
      lang,
      body: {
        heldFirstTimes: 3,
        heldTimes: [],
        heldWeekdays: [],
        onlineDaysAhead: 30,
        freeCancellationHours: bad,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([
      { path: "freeCancellationHours", message: translate("reservation_free_cancellation_invalid", lang) },
    ]);
    expect((await h.call("GET", url, { token: owner })).body.result).toMatchObject({
      heldFirstTimes: 0,
      freeCancellationHours: 6,
    });
    expect(await trail()).toBe(before);
  });

  test("takes 0 to 168, is audited, and stays when a PUT leaves it out", async () => {
    const { clubId } = await freshClub();
    const url = `/clubs/${clubId}/reservations/settings`;
    const base = { heldFirstTimes: 0, heldTimes: [], heldWeekdays: [], onlineDaysAhead: 30 };
    for (const hours of [0, 168, 12]) {
      const saved = await h.call("PUT", url, {
        token: owner,
        body: { ...base, freeCancellationHours: hours },
      });
      expect([hours, saved.status, saved.body.result.freeCancellationHours]).toEqual([hours, 200, hours]);
    }
    const kept = await h.call("PUT", url, { token: owner, body: { ...base, onlineDaysAhead: 9 } });
    expect(kept.body.result).toMatchObject({ onlineDaysAhead: 9, freeCancellationHours: 12 });
    const [line] = await h.repos.audit.collection
      .find({ entity: "reservationSettings", entityId: new ObjectId(clubId) })
      // Written at the same moment of the test's clock: the newest by id.
      .sort({ _id: -1 })
      .limit(1)
      .toArray();
    expect(line?.summary).toContain("free cancellation until 12 hour(s) before the tee time");
  });
});

describe("the golfer's own cancellation by the mailed token", () => {
  test("well ahead, a hold is cancelled at once: places free, version up, audited, mailed, shown as the page reads it", async () => {
    const { clubId, date, east } = await freshClub();
    const booked = await hold(clubId, date, east);
    expect(await placesLeft(clubId, date, "07:00")).toBe(2);
    const before = await reservationOf(booked.reference);

    const done = await cancel(booked.token);
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toBe("no-store");
    expect(done.body.result).toMatchObject({
      state: "cancelled",
      status: "cancelled",
      reference: booked.reference,
      holdExpiresAt: null,
      openTeeTimes: null,
    });
    expect((await look(booked.token)).body.result).toEqual(done.body.result);
    expect(await placesLeft(clubId, date, "07:00")).toBe(4);
    expect(await counterOf(clubId, "07:00")).toBe(0);
    const after = await reservationOf(booked.reference);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const trail = await h.repos.audit.collection.find({ entityId: after?._id }).sort({ at: 1 }).toArray();
    expect(trail.map((line) => [line.actor.email, line.summary])).toEqual([
      [booked.email, expect.stringContaining("booked online")],
      [
        booked.email,
        `Reservation ${booked.reference} cancelled online by the golfer (free cancellation): status pending → cancelled`,
      ],
    ]);
    const [mail] = await h.repos.outbox.findNewest(booked.email, 1);
    expect(mail?.subject).toBe("Your tee time at Golfer Page CC is cancelled");

    // Again: refused in the request's language, naming the status; nothing is given back twice.
    for (const lang of ["en", "ko"] as const) {
      const again = await cancel(booked.token, lang);
      expect([again.status, again.body]).toEqual([
        409,
        { code: "booking_not_cancellable", message: notCancellable(lang, "cancelled") },
      ]);
    }
    expect(await counterOf(clubId, "07:00")).toBe(0);
    expect(await h.repos.audit.collection.countDocuments({ entityId: after?._id })).toBe(2);
    expect((await confirm(booked.token)).status).toBe(409);
  });

  test("an unconfirmed hold is withdrawn at once even inside the free-cancellation hours: nothing was promised yet", async () => {
    const { clubId, date, east } = await freshClub({ freeCancellationHours: 24 });
    // Three hours before the tee time, well inside the 24 hours: a reserved booking would wait for the club.
    clock = teeInstant(date, "04:20");
    const held = await hold(clubId, date, east, "07:20");
    const withdrawn = await cancel(held.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.result).toMatchObject({ state: "cancelled", status: "cancelled" });
    expect(await counterOf(clubId, "07:20")).toBe(0);
    // The desk signs in again for the tests after: its session of before has run out by then.
    owner = await h.signIn(ownerEmail);
  });

  test("within the free-cancellation hours a reserved booking waits for the club, the golfer is told, and told again when the club settles it; exactly at the limit it is still free", async () => {
    const { clubId, date, east } = await freshClub({ freeCancellationHours: 24 });
    const early = await hold(clubId, date, east, "07:00");
    const atLimit = await hold(clubId, date, east, "07:10");
    for (const booked of [early, atLimit]) expect((await confirm(booked.token)).status).toBe(200);

    // 24 hours before 07:10 on the club's clock: 07:10 is exactly at the limit, 07:00 ten minutes inside it.
    clock = teeInstant(addDays(date, -1), "07:10");
    // The desk signs in again: its session of before has run out by then.
    owner = await h.signIn(ownerEmail);
    const free = await cancel(atLimit.token);
    expect(free.body.result).toMatchObject({ state: "cancelled", status: "cancelled" });
    expect(await counterOf(clubId, "07:10")).toBe(0);

    // The golfer's page is in Vietnamese; the desk's is not.
    const late = await cancel(early.token, "vi", "late-page");
    expect(late.status).toBe(200);
    expect(late.body.result).toMatchObject({
      state: "cancelPending",
      status: "cancelPending",
      holdExpiresAt: null,
    });
    expect((await look(early.token)).body.result.state).toBe("cancelPending");
    // Still the golfer's places until the club settles it.
    expect(await counterOf(clubId, "07:00")).toBe(2);
    expect(await placesLeft(clubId, date, "07:00")).toBe(2);
    const doc = await reservationOf(early.reference);
    expect(
      await h.repos.audit.collection.countDocuments({
        entityId: doc?._id,
        summary:
          /cancelled online by the golfer \(too late for free cancellation: for the club to settle\): status reserved → cancelPending/,
      }),
    ).toBe(1);
    // The golfer is told, in the language they asked in, that the request reached the club, which will confirm
    // it; no mail says "cancelled" before the club has settled it.
    const [requested] = await h.repos.outbox.findNewest(early.email, 1);
    expect(requested?.subject).toBe("Yêu cầu hủy của bạn đã được gửi đến Golfer Page CC");
    expect(requested?.text).toContain("sân golf sẽ xác nhận việc hủy");
    expect(requested?.text).toContain(early.reference);
    expect(await h.repos.outbox.collection.countDocuments({ to: early.email })).toBe(3);
    expect(doc?.cancelRequest).toEqual({ at: clock, language: "vi" });

    const again = await cancel(early.token, "ko");
    expect([again.status, again.body.message]).toEqual([409, notCancellable("ko", "cancelPending")]);
    const settled = await h.call("PATCH", `/clubs/${clubId}/reservations/${doc?._id}`, {
      token: owner,
      lang: "ko",
      body: { status: "cancelled" },
    });
    expect(settled.status).toBe(200);
    expect(await placesLeft(clubId, date, "07:00")).toBe(4);
    // Settled by the desk: the golfer is told it is cancelled, in their language, not the desk's.
    const [cancelledMail] = await h.repos.outbox.findNewest(early.email, 1);
    expect(cancelledMail?.subject).toBe("Lượt đặt sân tại Golfer Page CC đã bị hủy");
    expect(cancelledMail?.text).toContain("Sân golf đã xác nhận yêu cầu hủy của bạn");
    expect(cancelledMail?.text).toContain(early.reference);
    expect(await h.repos.outbox.collection.countDocuments({ to: early.email })).toBe(4);
  });

  test("a cancellation the desk began is mailed once, when it begins, not again when the desk settles it", async () => {
    owner = await h.signIn(ownerEmail);
    const { clubId, date, east } = await freshClub();
    const booked = await hold(clubId, date, east, "07:30");
    expect((await confirm(booked.token)).status).toBe(200);
    const doc = await reservationOf(booked.reference);
    const url = `/clubs/${clubId}/reservations/${doc?._id}`;
    const mails = () => h.repos.outbox.collection.countDocuments({ to: booked.email });
    const before = await mails();
    const begin = await h.call("PATCH", url, { token: owner, body: { status: "cancelPending" } });
    expect(begin.status).toBe(200);
    const [begun] = await h.repos.outbox.findNewest(booked.email, 1);
    expect(begun?.subject).toBe("Your tee time at Golfer Page CC is cancelled");
    expect((await h.call("PATCH", url, { token: owner, body: { status: "cancelled" } })).status).toBe(200);
    expect(await mails()).toBe(before + 1);
    expect((await reservationOf(booked.reference))?.cancelRequest).toBeUndefined();
  });

  test("a paid booking and an expired hold cannot be cancelled from the link", async () => {
    const { clubId, date, east } = await freshClub();
    const paid = await hold(clubId, date, east, "07:20");
    expect((await confirm(paid.token)).status).toBe(200);
    const doc = await reservationOf(paid.reference);
    const payment = await h.call("POST", `/clubs/${clubId}/reservations/${doc?._id}/payments`, {
      token: owner,
      body: { version: doc?.version ?? 0, amountCents: doc?.totalPriceCents, method: "cash" },
    });
    expect(payment.body.result?.status).toBe("paid");
    const refused = await cancel(paid.token);
    expect([refused.status, refused.body.message]).toEqual([409, notCancellable("en", "paid")]);
    expect(await counterOf(clubId, "07:20")).toBe(2);

    const lapsed = await hold(clubId, date, east, "07:30");
    later(16);
    const expired = await cancel(lapsed.token);
    expect([expired.status, expired.body.code]).toEqual([409, "hold_expired"]);
    // The attempt expired it: its places went back once.
    expect(await counterOf(clubId, "07:30")).toBe(0);
    expect((await reservationOf(lapsed.reference))?.status).toBe("cancelled");
    expect((await cancel(lapsed.token)).body.code).toBe("hold_expired");
    expect(await counterOf(clubId, "07:30")).toBe(0);
  });

  test("three cancellations at once cancel once", async () => {
    const { clubId, date, east } = await freshClub();
    const booked = await hold(clubId, date, east, "07:40");
    const all = await Promise.all([1, 2, 3].map((n) => cancel(booked.token, "en", `race-${n}`)));
    expect(all.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(all.filter((res) => res.status === 409).map((res) => res.body.code)).toEqual([
      "booking_not_cancellable",
      "booking_not_cancellable",
    ]);
    expect(await counterOf(clubId, "07:40")).toBe(0);
    const doc = await reservationOf(booked.reference);
    expect(
      await h.repos.audit.collection.countDocuments({ entityId: doc?._id, summary: /cancelled online/ }),
    ).toBe(1);
  });

  test.each(["en", "vi"] as const)(
    "a bad token answers 404 or 422 in %s and writes nothing",
    async (lang) => {
      const reservations = await h.repos.reservations.collection.find({}).toArray();
      const unknown = await cancel("Z".repeat(43), lang);
      expect([unknown.status, unknown.body]).toEqual([
        404,
        { code: "not_found", message: translate("not_found", lang) },
      ]);
      for (const body of [
        { token: "not a token!" },
        {},
        { token: "A".repeat(43), extra: 1 },
        { token: { $gt: "" } },
      ]) {
        const res = await h.call("POST", "/public/booking-holds/cancel", {
          lang,
          address: "bad-token",
          body,
        });
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      }
      expect(await h.repos.reservations.collection.find({}).toArray()).toEqual(reservations);
    },
  );
});

describe("what the hold tells the golfer's page", () => {
  test("until when cancelling is free, as the cancellation decides it on the club's clock, and null once past", async () => {
    owner = await h.signIn(ownerEmail);
    const { clubId, date, east } = await freshClub({ freeCancellationHours: 10 });
    const first = await hold(clubId, date, east, "07:00");
    const second = await hold(clubId, date, east, "07:10");
    // Ten hours before 07:00 on the club's clock: 21:00 the evening before.
    const deadline = teeInstant(addDays(date, -1), "21:00").toISOString();
    expect((await look(first.token)).body.result).toMatchObject({
      state: "held",
      kind: "booking",
      freeCancellationUntil: deadline,
    });
    expect((await confirm(first.token)).body.result).toMatchObject({
      state: "confirmed",
      freeCancellationUntil: deadline,
    });
    expect((await confirm(second.token)).status).toBe(200);

    // Within the deadline's own minute the page still reads it, and cancelling would still be free.
    clock = new Date(Date.parse(deadline) + 30_000);
    expect((await look(first.token)).body.result.freeCancellationUntil).toBe(deadline);
    // A minute on, it has passed: the page reads null, and cancelling is a request for the club.
    clock = new Date(Date.parse(deadline) + 60_000);
    expect((await look(first.token)).body.result.freeCancellationUntil).toBeNull();
    expect((await cancel(first.token)).body.result).toMatchObject({
      state: "cancelPending",
      freeCancellationUntil: null,
    });
    // 07:10 is still ten minutes off its own deadline: the page says so, and cancelling is free.
    const secondDeadline = teeInstant(addDays(date, -1), "21:10").toISOString();
    expect((await look(second.token)).body.result.freeCancellationUntil).toBe(secondDeadline);
    expect((await cancel(second.token, "en", "second-page")).body.result.state).toBe("cancelled");
  });

  test("a waitlist offer's hold says it is an offer, before and after the golfer answers it", async () => {
    // The clock has moved on: the desk signs in again.
    owner = await h.signIn(ownerEmail);
    const { clubId, date, east } = await freshClub();
    const email = "offer.golfer@example.com";
    const added = await h.call("POST", `/clubs/${clubId}/waitlist`, {
      token: owner,
      body: {
        date,
        from: "07:00",
        to: "07:50",
        players: 2,
        name: "Park Offer",
        phoneCode: "82",
        phoneNumber: "01055556666",
        email,
      },
    });
    expect(added.status).toBe(201);
    const offered = await h.call("POST", `/clubs/${clubId}/waitlist/${added.body.result.entryId}/offer`, {
      token: owner,
      body: { courseId: east, teeTime: "07:30" },
    });
    expect(offered.status).toBe(200);
    const [mail] = await h.repos.outbox.findNewest(email, 1);
    const token = tokenOf(mail?.link ?? "");
    expect((await look(token)).body.result).toMatchObject({
      state: "held",
      kind: "offer",
      teeTime: "07:30",
      players: 2,
      holdExpiresAt: expect.any(String),
    });
    // Declined with the same call that cancels a booking: still the offer it was.
    expect((await cancel(token, "en", "offer-page")).body.result).toMatchObject({
      state: "cancelled",
      kind: "offer",
    });
  });
});
