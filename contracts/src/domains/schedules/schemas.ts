import { z } from "zod";
import { timeOfDayField } from "../clubs/schemas";
import { daysInRange, isRealDate, minutesOfTime } from "../common/dates";
import { clubDateField, missingOrInvalid, objectIdField } from "../common/fields";
import { MAX_GRID_DAYS, MAX_RANGE_DAYS, PRICE_KINDS, SCHEDULE_STATUSES, WEEKDAYS } from "./calendar";

/**
 * The schedules domain (spec §3 "Schedule", §5 "Schedule", §7 schedule call): on which dates, weekdays and times a
 * club sells tee times, at which green fee price, and whether golfers see them (public) or only staff (hidden).
 * Dates are club-local "YYYY-MM-DD", times club-local "HH:MM", money integer cents.
 */

/** A schedule's wall-clock time, "HH:MM" (spec §3 "Time value": hours 0–23, minutes 0–59). */
export const scheduleTimeField = timeOfDayField.meta({ example: "06:00" });

export const scheduleStatusField = z.enum(SCHEDULE_STATUSES, { error: missingOrInvalid });
export const priceKindField = z.enum(PRICE_KINDS, { error: missingOrInvalid });
export const weekdaysField = z
  .array(
    z
      .int({ error: "invalid_value" })
      .min(WEEKDAYS[0], { error: "invalid_value" })
      .max(WEEKDAYS[6], { error: "invalid_value" }),
    { error: missingOrInvalid },
  )
  .min(1, { error: "schedule_weekdays_required" })
  .max(7, { error: "invalid_value" })
  .refine((days) => new Set(days).size === days.length, { error: "invalid_value" })
  .meta({ description: "Days of the week, 0 = Sunday … 6 = Saturday" });

const scheduleFields = {
  startDate: clubDateField,
  endDate: clubDateField,
  startTime: scheduleTimeField,
  endTime: scheduleTimeField,
  weekdays: weekdaysField,
  greenFeeId: objectIdField,
  priceKind: priceKindField,
  status: scheduleStatusField,
};

type Window = { startDate: string; endDate: string; startTime: string; endTime: string };

/** The checks across fields: the end date not before the start, at most a year, the start time before the end. */
export function checkScheduleWindow(schedule: Window, context: z.RefinementCtx) {
  if (isRealDate(schedule.startDate) && isRealDate(schedule.endDate)) {
    const days = daysInRange(schedule.startDate, schedule.endDate);
    if (days < 1) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "schedule_dates_invalid" });
    } else if (days > MAX_RANGE_DAYS) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "schedule_range_too_long" });
    }
  }
  const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (
    timePattern.test(schedule.startTime) &&
    timePattern.test(schedule.endTime) &&
    minutesOfTime(schedule.startTime) >= minutesOfTime(schedule.endTime)
  ) {
    context.addIssue({ code: "custom", path: ["endTime"], message: "schedule_times_invalid" });
  }
}

export const scheduleInputSchema = z
  .strictObject(scheduleFields)
  .superRefine(checkScheduleWindow)
  .meta({ id: "ScheduleInput" });
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const scheduleSchema = z
  .object({
    scheduleId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    weekdays: z.array(z.int()),
    greenFeeId: z.string(),
    /** null when the green fee has since been removed from the club: those times are not for sale. */
    greenFeeName: z.string().nullable(),
    priceKind: z.enum(PRICE_KINDS),
    /** The price per player the chosen green fee price gives, in cents; null as `greenFeeName`. */
    priceCents: z.int().nullable(),
    status: z.enum(SCHEDULE_STATUSES),
  })
  .meta({ id: "Schedule" });
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleGreenFeeSchema = z.object({
  greenFeeId: z.string(),
  name: z.string(),
  regularPriceCents: z.int(),
  additionalPriceCents: z.int(),
});

/** What the calendar needs besides the schedules, so a user with only the schedule permission can use it. */
export const scheduleListSchema = z
  .object({
    /** The club's calendar date now, in its time zone. */
    today: z.string(),
    timeZone: z.string(),
    /** The club's tee-up day: a schedule starts no earlier than `first` and no later than `last`. */
    teeUpDay: z.object({ first: z.string(), last: z.string() }),
    greenFees: z.array(scheduleGreenFeeSchema),
    list: z.array(scheduleSchema),
  })
  .meta({ id: "ScheduleList" });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const scheduleListQuerySchema = z
  .object({ from: clubDateField, to: clubDateField })
  .superRefine((query, context) => {
    if (!isRealDate(query.from) || !isRealDate(query.to)) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "schedule_dates_invalid" });
    else if (days > MAX_RANGE_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: "schedule_range_too_long" });
    }
  });
export type ScheduleListQuery = z.infer<typeof scheduleListQuerySchema>;

export const scheduleIdParamSchema = z.object({ clubId: objectIdField, scheduleId: objectIdField });

/** `POST /clubs/:clubId/schedules/modify`: the calendar's Modify on one day or a range. */
export const scheduleModifySchema = z
  .strictObject({
    from: clubDateField,
    to: clubDateField,
    status: scheduleStatusField.optional(),
    greenFeeId: objectIdField.optional(),
    priceKind: priceKindField.optional(),
    /** Removes every schedule from the range (the days outside keep theirs); excludes the other changes. */
    remove: z.boolean({ error: missingOrInvalid }).optional(),
  })
  .superRefine((modify, context) => {
    if (isRealDate(modify.from) && isRealDate(modify.to)) {
      const days = daysInRange(modify.from, modify.to);
      if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "schedule_dates_invalid" });
      else if (days > MAX_RANGE_DAYS) {
        context.addIssue({ code: "custom", path: ["to"], message: "schedule_range_too_long" });
      }
    }
    const changes = [modify.status, modify.greenFeeId, modify.priceKind].filter((v) => v !== undefined);
    if (modify.remove === true ? changes.length > 0 : changes.length === 0) {
      context.addIssue({ code: "custom", path: ["status"], message: "schedule_modify_nothing" });
    }
  })
  .meta({ id: "ScheduleModify" });
export type ScheduleModify = z.infer<typeof scheduleModifySchema>;

export const scheduleModifiedSchema = z
  .object({ list: z.array(scheduleSchema) })
  .meta({ id: "ScheduleModified", description: "The club's schedules that now touch the range" });
export type ScheduleModified = z.infer<typeof scheduleModifiedSchema>;

export const scheduleDeletedSchema = z.object({ scheduleId: z.string() }).meta({ id: "ScheduleDeleted" });
export type ScheduleDeleted = z.infer<typeof scheduleDeletedSchema>;

/** Spec §7 `dates`: the displayed month's days, comma-separated; each a real date, at most 42. */
export const monthDatesField = z
  .string({ error: missingOrInvalid })
  .max(MAX_GRID_DAYS * 11, { error: "schedule_dates_list_invalid" })
  .transform((value) => value.split(","))
  .refine((dates) => dates.length <= MAX_GRID_DAYS && dates.every(isRealDate), {
    error: "schedule_dates_list_invalid",
  })
  .meta({ example: "2026-12-01,2026-12-02" });

export const statusListQuerySchema = z.object({ clubId: objectIdField, dates: monthDatesField });
export type StatusListQuery = z.input<typeof statusListQuerySchema>;

/** One palette index per date asked, in the order asked: 0 none, 1 public, 2 hidden, 3 both. */
export const statusListSchema = z.array(z.int().min(0).max(3)).meta({ id: "ScheduleStatusList" });
export type StatusList = z.infer<typeof statusListSchema>;

export const scheduleDayQuerySchema = z.object({ date: clubDateField });

/** `GET /clubs/:clubId/schedules/day`: the windows of one date, so a user sees why the day costs what it costs. */
export const scheduleDaySchema = z
  .object({ date: z.string(), windows: z.array(scheduleSchema) })
  .meta({ id: "ScheduleDay" });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
