import { createRoute } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import type { Action } from "contracts/domains/common/permissions";
import {
  scheduleDayQuerySchema,
  scheduleDaySchema,
  scheduleDeletedSchema,
  scheduleIdParamSchema,
  scheduleInputSchema,
  scheduleListQuerySchema,
  scheduleListSchema,
  scheduleModifiedSchema,
  scheduleModifySchema,
  scheduleSchema,
  statusListQuerySchema,
  statusListSchema,
} from "contracts/domains/schedules/schemas";
import * as endpoints from "contracts/endpoints/schedules";
import { clubAccessErrors, clubScoped, errors, jsonBody, ok } from "../../lib/openapi";

/** Every schedule route is club-scoped on the SCHEDULE kind; Modify changes existing schedules, so it is an update. */
const scheduleAccess = (action: Action) => ({
  tags: ["Schedules"],
  ...clubScoped({ feature: "SCHEDULE", action }),
});
const overlap: [409, string] = [
  409,
  "Another schedule of the club covers one of these dates at an overlapping time (schedule_overlap; the message " +
    "names its dates and times), or the schedules changed at the same moment too often (schedule_busy)",
];

export const listSchedules = createRoute({
  ...scheduleAccess("read"),
  ...endpoints.listSchedules,
  summary: "The schedules touching a date range of at most 366 days (SCHEDULE read)",
  description:
    "Also answers the club's date today (in its time zone), its green fees and its tee-up day, so the calendar " +
    "needs no other permission.",
  request: { params: clubIdParamSchema, query: scheduleListQuerySchema },
  responses: { 200: ok(scheduleListSchema, "Schedules, by start date"), ...clubAccessErrors() },
});

export const createSchedule = createRoute({
  ...scheduleAccess("create"),
  ...endpoints.createSchedule,
  summary: "Add a schedule (SCHEDULE create)",
  description:
    "Times are half-open windows [startTime, endTime) of the club's local time; the start must fall within the " +
    "club's tee-up day.",
  request: { params: clubIdParamSchema, ...jsonBody(scheduleInputSchema) },
  responses: { 201: ok(scheduleSchema, "Schedule added"), ...clubAccessErrors(), ...errors(overlap) },
});

export const getSchedule = createRoute({
  ...scheduleAccess("read"),
  ...endpoints.getSchedule,
  summary: "One schedule (SCHEDULE read)",
  request: { params: scheduleIdParamSchema },
  responses: { 200: ok(scheduleSchema, "Schedule"), ...clubAccessErrors() },
});

export const updateSchedule = createRoute({
  ...scheduleAccess("update"),
  ...endpoints.updateSchedule,
  summary: "Replace a schedule (SCHEDULE update)",
  request: { params: scheduleIdParamSchema, ...jsonBody(scheduleInputSchema) },
  responses: { 200: ok(scheduleSchema, "Updated schedule"), ...clubAccessErrors(), ...errors(overlap) },
});

export const deleteSchedule = createRoute({
  ...scheduleAccess("delete"),
  ...endpoints.deleteSchedule,
  summary: "Remove a schedule (SCHEDULE delete)",
  request: { params: scheduleIdParamSchema },
  responses: { 200: ok(scheduleDeletedSchema, "Schedule removed"), ...clubAccessErrors() },
});

export const modifySchedules = createRoute({
  ...scheduleAccess("update"),
  ...endpoints.modifySchedules,
  summary: "The calendar's Modify on one day or a range (SCHEDULE update)",
  description:
    "Cuts every schedule reaching into from–to at the range's edges, so days outside keep what they had, and " +
    "changes (status, greenFeeId, priceKind) or removes (remove: true) the parts inside. All or nothing: a refusal " +
    "changes no schedule. A range without any schedule answers 422 schedule_required.",
  request: { params: clubIdParamSchema, ...jsonBody(scheduleModifySchema) },
  responses: {
    200: ok(scheduleModifiedSchema, "The schedules touching the range afterwards"),
    ...clubAccessErrors(),
    ...errors(overlap),
  },
});

export const scheduleDay = createRoute({
  ...scheduleAccess("read"),
  ...endpoints.getScheduleDay,
  summary: "The windows of one date with green fee, price per player and status (SCHEDULE read)",
  request: { params: clubIdParamSchema, query: scheduleDayQuerySchema },
  responses: { 200: ok(scheduleDaySchema, "The date's windows, by start time"), ...clubAccessErrors() },
});

export const statusList = createRoute({
  ...scheduleAccess("read"),
  ...endpoints.listScheduleStatuses,
  summary: "Spec §7: a palette index per date (SCHEDULE read)",
  description:
    "One index per date of `dates`, in the order given: 0 no schedule, 1 Scheduled (Public), 2 Scheduled " +
    "(Hidden), 3 both on that day. At most 42 real dates, else 422.",
  request: { query: statusListQuerySchema },
  responses: { 200: ok(statusListSchema, "Palette indices"), ...clubAccessErrors() },
});
