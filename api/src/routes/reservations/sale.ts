import { minutesOfTime } from "contracts/domains/common/dates";
import { pricePerPlayerCents } from "contracts/domains/pricing/booking";
import type { ReservationType, SaleState } from "contracts/domains/reservations/rules";
import { defaultReservationSettings, type ReservationSettings } from "contracts/domains/reservations/schemas";
import { isHeld, teeTimesOf } from "contracts/domains/reservations/tee-times";
import { coversDate } from "contracts/domains/schedules/calendar";
import type { AppContext } from "../../context";
import { ApiError, invalidField } from "../../lib/api-error";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { SlotKey } from "../../repositories/reservations-repository";
import type { ScheduleDoc } from "../../repositories/schedules-repository";
import { reservationSettingsOf } from "./settings";

/** How each tee time of a club is sold (online, at the desk only, or not at all) and at what price per player. */
export interface Sale {
  sale: SaleState;
  pricePerPlayerCents: number | null;
}

/**
 * How a time of a date is sold: the schedule covering it decides (Public online and offline, Hidden offline);
 * a Public time the offline settings hold back is sold offline only. A caller asking for every time of a day
 * passes the day's times (`teeTimesOf(club)`) once rather than have each call make them again.
 */
export function saleOf(
  club: ClubDoc,
  schedules: readonly ScheduleDoc[],
  date: string,
  teeTime: string,
  settings: ReservationSettings = defaultReservationSettings,
  dayTimes: readonly string[] = teeTimesOf(club),
): Sale {
  const minute = minutesOfTime(teeTime);
  const schedule = schedules.find(
    (s) => coversDate(s, date) && minutesOfTime(s.startTime) <= minute && minute < minutesOfTime(s.endTime),
  );
  const fee = schedule && club.greenFees.find((f) => f.greenFeeId.equals(schedule.greenFeeId));
  if (!schedule || !fee) return { sale: "notForSale", pricePerPlayerCents: null };
  return {
    sale:
      schedule.status === "public" && !isHeld(settings, dayTimes, date, teeTime) ? "online" : "offlineOnly",
    pricePerPlayerCents: pricePerPlayerCents(fee, schedule.priceKind),
  };
}

export const schedulesOf = async (ctx: AppContext, club: ClubDoc) =>
  (await ctx.repos.schedules.findByClub(club._id))?.schedules ?? [];

export const courseOf = (club: ClubDoc, courseId: string) =>
  club.courses.find((course) => course.courseId.toHexString() === courseId);

/** Checks a slot names a course and a tee time of the club that is for sale through `channel`; answers its price. */
export async function saleSlot(
  ctx: AppContext,
  club: ClubDoc,
  slot: { date: string; courseId: string; teeTime: string },
  channel: ReservationType,
): Promise<{ key: SlotKey; pricePerPlayerCents: number }> {
  const course = courseOf(club, slot.courseId);
  if (!course) throw invalidField("courseId", "reservation_course_unknown");
  if (!teeTimesOf(club).includes(slot.teeTime)) throw new ApiError(409, "tee_time_not_for_sale");
  const [schedules, settings] = await Promise.all([schedulesOf(ctx, club), reservationSettingsOf(ctx, club)]);
  const sale = saleOf(club, schedules, slot.date, slot.teeTime, settings);
  const allowed = channel === "online" ? sale.sale === "online" : sale.sale !== "notForSale";
  if (!allowed || sale.pricePerPlayerCents === null) throw new ApiError(409, "tee_time_not_for_sale");
  return {
    key: { clubId: club._id, date: slot.date, courseId: course.courseId, teeTime: slot.teeTime },
    pricePerPlayerCents: sale.pricePerPlayerCents,
  };
}
