import type { z } from "zod";
import { minutesOfTime } from "../common/dates";
import { scheduleInputSchema, scheduleModifySchema } from "./schemas";

/**
 * Form rules of the schedule screens, made of the fields the API validates with (`./schemas.ts`). The server also
 * checks what only it knows for sure (overlaps, the club's current green fees and tee-up times); the form checks the
 * tee-up day it was given so the user hears about it before sending.
 */

/** /add-schedule: the green fee starts unchosen (""), which the contract's field reports as invalid. */
export const addScheduleForm = (teeUpDay?: { first: string; last: string }) =>
  scheduleInputSchema.superRefine((values, context) => {
    if (!teeUpDay) return;
    const start = minutesOfTime(values.startTime);
    if (start < minutesOfTime(teeUpDay.first) || start > minutesOfTime(teeUpDay.last)) {
      context.addIssue({ code: "custom", path: ["startTime"], message: "schedule_outside_tee_up" });
    }
  });
export type AddScheduleValues = z.input<typeof scheduleInputSchema>;

/** The calendar's Modify panel sends exactly the API's body. */
export const modifyScheduleForm = scheduleModifySchema;
