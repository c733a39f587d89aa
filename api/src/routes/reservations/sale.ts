import type { ReservationType } from "contracts/domains/reservations/rules";
import { saleOf } from "contracts/domains/reservations/sale";
import { teeTimesOf } from "contracts/domains/reservations/tee-times";
import type { AppContext } from "../../context";
import { ApiError, invalidField } from "../../lib/api-error";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { SlotKey } from "../../repositories/reservation-docs";
import { reservationSettingsOf } from "./settings";

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
