import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  Schedule,
  ScheduleDay,
  ScheduleDeleted,
  ScheduleInput,
  ScheduleList,
  ScheduleListQuery,
  ScheduleModified,
  ScheduleModify,
  StatusList,
} from "contracts/domains/schedules/schemas";
import * as schedules from "contracts/endpoints/schedules";
import { apiCall, to } from "../http/request";

/** Typed calls for a club's price schedules (docs/api.md "Schedules"). */
export function createSchedulesApi(api: AxiosInstance) {
  return {
    /** The schedules touching `from`–`to` (at most 366 days), with the club's today, green fees and tee-up day. */
    list: (clubId: string, query: ScheduleListQuery) =>
      apiCall<ScheduleList>(api, to(schedules.listSchedules, { clubId }), query),
    create: (clubId: string, schedule: ScheduleInput) =>
      apiCall<Schedule>(api, to(schedules.createSchedule, { clubId }), schedule),
    get: (clubId: string, scheduleId: string) =>
      apiCall<Schedule>(api, to(schedules.getSchedule, { clubId, scheduleId })),
    update: (clubId: string, scheduleId: string, schedule: ScheduleInput) =>
      apiCall<Schedule>(api, to(schedules.updateSchedule, { clubId, scheduleId }), schedule),
    remove: (clubId: string, scheduleId: string) =>
      apiCall<ScheduleDeleted>(api, to(schedules.deleteSchedule, { clubId, scheduleId })),
    /** The calendar's Modify on one day or a range; all or nothing. */
    modify: (clubId: string, modify: ScheduleModify) =>
      apiCall<ScheduleModified>(api, to(schedules.modifySchedules, { clubId }), modify),
    /** The windows of one date with their green fee and price per player. */
    day: (clubId: string, date: string) =>
      apiCall<ScheduleDay>(api, to(schedules.getScheduleDay, { clubId }), { date }),
    /** Spec §7: one palette index per date, in the order given (at most 42 dates). */
    statusList: (clubId: string, dates: readonly string[]) =>
      apiCall<StatusList>(api, to(schedules.listScheduleStatuses), { clubId, dates: dates.join(",") }),
  };
}

export type SchedulesApi = ReturnType<typeof createSchedulesApi>;
