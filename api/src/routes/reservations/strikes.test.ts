/**
 * Strikes with a driven clock: under a club's rule (here 2 no-shows within 30 days → no online booking for 7 days)
 * a golfer's no-shows, matched by email or phone, are mailed to them as strikes, then as a block; online booking
 * and the waitlist refuse them without saying why to whoever typed the details (the address is mailed why); the
 * desk sees the strikes and lifts the block (audited); a club without a rule counts nothing.
 */
import { addDays, todayIn } from "contracts/domains/common/dates";
import { translate } from "contracts/errors/messages";
import { anOnlineBooking } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";
import { clubSellingDay } from "../../testing/selling-club";
import { markNoShows } from "./no-shows";

jest.setTimeout(30_000);

let h: Harness;
let owner: string;
let ownerEmail: string;
let clock = new Date("2026-12-01T21:50:00.000Z");
const at = (date: string, time: string) => {
  clock = new Date(`${date}T${time}:00+09:00`);
};
const email = "often.absent@example.com";

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
  const made = await h.ownerWithClub();
  ownerEmail = made.account.email;
});
afterAll(() => h.stop());

let clubs = 0;
async function clubWithRule(rule: { noShows: number; withinDays: number; blockDays: number } | null) {
  clubs++;
  // The clock moves by days between tests: a session of this day.
  owner = await h.signIn(ownerEmail);
  const today = todayIn("Asia/Seoul", clock);
  const { clubId, details } = await clubSellingDay(
    h,
    owner,
    { name: clubs === 1 ? "Strikes CC" : `Strikes CC ${clubs}`, courses: [{ name: "East" }] },
    today,
    {
      startTime: "07:00",
      endTime: "07:50",
    },
  );
  // The next days on sale too, for the online bookings after the block.
  for (const date of [addDays(today, 1), addDays(today, 9)]) {
    const more = await h.call("POST", `/clubs/${clubId}/schedules`, {
      token: owner,
      body: {
        startDate: date,
        endDate: date,
        startTime: "07:00",
        endTime: "07:50",
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        greenFeeId: details.greenFees[0].greenFeeId,
        priceKind: "regular",
        status: "public",
      },
    });
    expect(more.status).toBe(201);
  }
  const url = `/clubs/${clubId}/reservations/settings`;
  const settings = (await h.call("GET", url, { token: owner })).body.result;
  const put = await h.call("PUT", url, {
    token: owner,
    body: { ...settings, autoNoShow: true, noShowGraceMinutes: 0, strikeRule: rule },
  });
  expect(put.status).toBe(200);
  return { clubId, today, courseId: details.courses[0].courseId as string };
}

const mailsTo = async (to: string) => (await h.repos.outbox.findNewest(to, 50)).map((mail) => mail.subject);

test("two no-shows block online booking for 7 days; the desk sees why and lifts it", async () => {
  at("2026-12-02", "06:00");
  const club = await clubWithRule({ noShows: 2, withinDays: 30, blockDays: 7 });
  // Two tee times booked online and confirmed by the mailed link.
  for (const [n, teeTime] of ["07:00", "07:10"].entries()) {
    const booked = await h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
      address: `absent-${n}`,
      body: anOnlineBooking(
        { date: club.today, courseId: club.courseId, teeTime },
        { email, phoneNumber: "01055556666" },
      ),
    });
    expect(booked.status).toBe(201);
    const token = new URL(await h.latestLink(email)).searchParams.get("token");
    const confirmed = await h.call("POST", "/public/booking-holds/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
  }
  at(club.today, "07:05");
  expect(await markNoShows(h.ctx)).toBe(1);
  expect((await mailsTo(email))[0]).toBe("Strikes CC: a no-show was recorded for your tee time");
  at(club.today, "07:15");
  expect(await markNoShows(h.ctx)).toBe(1);
  const blockedSubject = `Strikes CC: online booking is paused for you until ${"Wed, Dec 9, 2026"}`;
  expect((await mailsTo(email))[0]).toBe(blockedSubject);

  // Online, the same email is refused, in words that tell nothing to whoever typed it; the address is told why.
  const tomorrow = { date: addDays(club.today, 1), courseId: club.courseId, teeTime: "07:20" };
  const refused = await h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
    lang: "vi",
    address: "strikes-1",
    body: anOnlineBooking(tomorrow, { email, players: 2 }),
  });
  expect([refused.status, refused.body.code]).toEqual([409, "online_booking_blocked"]);
  expect(refused.body.message).toBe(translate("online_booking_blocked", "vi"));
  // The address's owner is mailed why, in the language they asked in.
  expect((await mailsTo(email))[0]).toBe(
    "Strikes CC: việc đặt sân trực tuyến của bạn tạm dừng đến Thứ 4, 09/12/2026",
  );
  // Another address with the same phone is the same golfer; the waitlist refuses them too.
  const byPhone = await h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
    address: "strikes-2",
    body: anOnlineBooking(tomorrow, { email: "other@example.com", phoneNumber: "01055556666" }),
  });
  expect(byPhone.body.code).toBe("online_booking_blocked");
  const waitlist = await h.call("POST", `/public/clubs/${club.clubId}/waitlist`, {
    address: "strikes-3",
    body: {
      date: tomorrow.date,
      from: "07:00",
      to: "07:30",
      players: 2,
      name: "Often Absent",
      phoneCode: "82",
      phoneNumber: "01055556666",
      email: "third@example.com",
    },
  });
  expect(waitlist.body.code).toBe("online_booking_blocked");

  // The desk looks the golfer up: two strikes and the block's end.
  const strikes = await h.call("GET", `/clubs/${club.clubId}/golfer-strikes?email=${email}`, {
    token: owner,
  });
  expect(strikes.body.result).toMatchObject({
    rule: { noShows: 2, withinDays: 30, blockDays: 7 },
    strikes: [{ teeTime: "07:10" }, { teeTime: "07:00" }],
    blockedUntil: "2026-12-08T22:15:00.000Z",
  });
  // Lifted by the desk (audited): the golfer books online again.
  const lifted = await h.call("POST", `/clubs/${club.clubId}/golfer-strikes/lift`, {
    token: owner,
    body: { phoneCode: "82", phoneNumber: "01055556666" },
  });
  expect(lifted.body.result).toMatchObject({ strikes: [], blockedUntil: null });
  const audit = await h.repos.audit.collection.find({ summary: /Strikes lifted by the desk/ }).toArray();
  expect(audit.at(-1)?.summary).toContain("2 no-show(s) no longer count");
  const again = await h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
    address: "strikes-4",
    body: anOnlineBooking(tomorrow, { email, players: 2 }),
  });
  expect(again.status).toBe(201);
});

test("a block ends by itself after its days", async () => {
  at("2026-12-03", "06:00");
  const club = await clubWithRule({ noShows: 1, withinDays: 30, blockDays: 7 });
  const booked = await h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
    address: "once",
    body: anOnlineBooking(
      { date: club.today, courseId: club.courseId, teeTime: "07:00" },
      { email: "once@example.com", phoneNumber: "01077778888" },
    ),
  });
  expect(booked.status).toBe(201);
  const token = new URL(await h.latestLink("once@example.com")).searchParams.get("token");
  expect((await h.call("POST", "/public/booking-holds/confirm", { body: { token } })).status).toBe(200);
  at(club.today, "07:01");
  await markNoShows(h.ctx);
  const url = `/clubs/${club.clubId}/golfer-strikes?email=once@example.com`;
  expect((await h.call("GET", url, { token: owner })).body.result.blockedUntil).not.toBeNull();
  at(addDays(club.today, 8), "06:00");
  const later = await h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
    address: "strikes-5",
    body: anOnlineBooking(
      { date: addDays(club.today, 9), courseId: club.courseId, teeTime: "07:20" },
      {
        email: "once@example.com",
      },
    ),
  });
  expect(later.status).toBe(201);
});

test("without a rule nothing counts, and the look-up needs someone to look up", async () => {
  at("2026-12-05", "06:00");
  const club = await clubWithRule(null);
  const none = await h.call("GET", `/clubs/${club.clubId}/golfer-strikes?email=${email}`, { token: owner });
  expect(none.body.result).toEqual({ rule: null, strikes: [], blockedUntil: null });
  const nobody = await h.call("GET", `/clubs/${club.clubId}/golfer-strikes`, { token: owner, lang: "ko" });
  expect(nobody.status).toBe(422);
  expect(JSON.stringify(nobody.body)).toContain(translate("strike_identity_required", "ko"));
});
