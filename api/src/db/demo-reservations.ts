import { addDays, todayIn, weekdayOf } from "contracts/domains/common/dates";
import { bookingPriceCents } from "contracts/domains/pricing/booking";
import { holdsPlaces, type ReservationStatus, TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { saleOf } from "contracts/domains/reservations/sale";
import { teeTimesOf } from "contracts/domains/reservations/tee-times";
import { ObjectId } from "mongodb";
import type { Repositories } from "../repositories";
import type { ClubDoc } from "../repositories/clubs-repository";
import type { ReservationDoc, TeeTimeDoc } from "../repositories/reservation-docs";
import type { ScheduleDoc } from "../repositories/schedules-repository";
import { newReference } from "../routes/reservations/references";
import { asDeskDay } from "./demo-desk-day";

/**
 * How full each day from a week before today to six days after is, so the rate calendar shows every colour:
 * nearly full days, busy ones, quiet ones and an empty one.
 */
const DAY_FILL = [0.9, 0.5, 0.2, 0, 0.85, 0.6, 0.3, 0.55, 0.45, 0.95, 0.25, 0.05, 0.55, 0.15];

const koreanNames = [
  "김민준",
  "이서연",
  "박지훈",
  "최수아",
  "정예준",
  "강하은",
  "조현우",
  "윤지민",
  "장서준",
  "임채원",
];
const vietnameseNames = [
  "Nguyễn Văn An",
  "Trần Thị Bích",
  "Lê Hoàng Long",
  "Phạm Minh Châu",
  "Hoàng Đức Thắng",
  "Võ Thị Hạnh",
  "Đặng Quốc Bảo",
  "Bùi Thanh Tâm",
];
/** Desk memos in each club's own language. */
const memos: Record<"KR" | "VN", string[]> = {
  KR: ["", "", "", "생일 라운드", "왼손잡이용 클럽 대여", "VIP 고객", "기업 단체"],
  VN: [
    "",
    "",
    "",
    "Chơi mừng sinh nhật",
    "Thuê gậy cho người thuận tay trái",
    "Khách VIP",
    "Đoàn doanh nghiệp",
  ],
};

/** A small deterministic generator, so the demo looks the same on every fresh start. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Past days were played (paid, some no-shows); coming days wait (reserved, pending, cancel requests). */
function statusOf(past: boolean, online: boolean, roll: number): ReservationStatus {
  if (roll < 0.05) return "cancelled";
  if (roll < 0.07) return "deleted";
  if (past) return roll < 0.12 ? "noshow" : "paid";
  if (roll < 0.1) return "cancelPending";
  if (online && roll < 0.3) return "pending";
  return roll > 0.9 ? "paid" : "reserved";
}

/**
 * How full the history's days are: weekends fullest, Friday next, mornings before the afternoon lull. Quieter than
 * the two weeks around today, which keeps the seed quick (every booking is a document to write).
 */
const WEEKDAY_FILL = [0.45, 0.14, 0.12, 0.14, 0.16, 0.25, 0.5];
const hourFill = (teeTime: string) => {
  const hour = Number(teeTime.slice(0, 2));
  if (hour < 9) return 1.15;
  if (hour < 12) return 0.95;
  if (hour < 14) return 0.55;
  return 0.8;
};
/** The history's first day, days before today: two months, so the dashboard's periods have one before them. */
export const DEMO_HISTORY_DAYS = 62;

/**
 * Two weeks of bookings around today on one club, and two months of played days before them (weekends and mornings
 * busiest), with the tee-time counters that match them.
 */
export async function seedDemoReservations(
  repos: Repositories,
  club: ClubDoc,
  schedules: readonly ScheduleDoc[],
  now: Date,
) {
  const today = todayIn(club.timeZone, now);
  const names = club.country === "KR" ? koreanNames : vietnameseNames;
  const clubMemos = club.country === "KR" ? memos.KR : memos.VN;
  const reservations: ReservationDoc[] = [];
  const counters: TeeTimeDoc[] = [];
  const book = (random: () => number, date: string, teeTime: string, fill: (course: number) => number) => {
    const sale = saleOf(club, schedules, date, teeTime, undefined, times);
    if (sale.pricePerPlayerCents === null) return;
    club.courses.forEach((course, courseIndex) => {
      const chance = fill(courseIndex);
      if (random() >= chance) return;
      const players =
        chance >= 0.8
          ? TEE_TIME_CAPACITY
          : Math.max(club.minPlayers, Math.min(TEE_TIME_CAPACITY, 2 + Math.floor(random() * 3)));
      const online = sale.sale === "online" && random() < 0.4;
      const status = statusOf(date < today, online, random());
      const name = names[Math.floor(random() * names.length)] ?? "Guest";
      const booking: ReservationDoc = {
        _id: new ObjectId(),
        clubId: club._id,
        date,
        courseId: course.courseId,
        teeTime,
        reference: newReference(),
        name,
        phoneCode: club.phoneCode,
        phoneNumber: `010${String(Math.floor(random() * 1e8)).padStart(8, "0")}`,
        email: online ? `guest${reservations.length}@example.com` : null,
        players,
        cart: club.cart === "required" || random() < 0.5,
        caddie: club.caddie === "required" || random() < 0.3,
        totalPriceCents: bookingPriceCents({
          pricePerPlayerCents: sale.pricePerPlayerCents as number,
          players,
        }).totalCents,
        memo: clubMemos[Math.floor(random() * clubMemos.length)] ?? "",
        status,
        type: online ? "online" : "offline",
        customerId: null,
        createdAt: now,
        updatedAt: now,
      };
      // Today is the desk's day: check-ins, payments and named players as at this hour.
      if (date === today) asDeskDay(booking, now, club.timeZone, deskDay, names);
      reservations.push(booking);
      if (holdsPlaces(booking.status)) {
        counters.push({
          _id: new ObjectId(),
          clubId: club._id,
          date,
          courseId: course.courseId,
          teeTime,
          players,
        });
      }
    });
  };
  const times = teeTimesOf(club);
  // Its own generator, so the other days stay as they were.
  const deskDay = generator(club.name.length * 31 + 5);
  const random = generator(club.name.length * 7919 + club.courses.length);
  DAY_FILL.forEach((fill, index) => {
    const date = addDays(today, index - 7);
    for (const teeTime of times) book(random, date, teeTime, () => fill);
  });
  // A generator of its own, so the two weeks above stay as they were.
  const past = generator(club.name.length * 104_729 + 17);
  for (let back = DEMO_HISTORY_DAYS; back > 7; back--) {
    const date = addDays(today, -back);
    const day = WEEKDAY_FILL[weekdayOf(date)] ?? 0.3;
    const mood = 0.8 + 0.4 * past();
    for (const teeTime of times) {
      book(past, date, teeTime, (course) =>
        Math.min(0.95, day * mood * hourFill(teeTime) * (course === 0 ? 1.1 : 0.9)),
      );
    }
  }
  if (reservations.length > 0) await repos.reservations.collection.insertMany(reservations);
  if (counters.length > 0) await repos.reservations.teeTimes.insertMany(counters);
}
