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
import { apiDelete, apiGet, apiPost, apiPut } from "../http/request";

/** Typed calls for a club's price schedules (docs/api.md "Schedules"). */
export function createSchedulesApi(api: AxiosInstance) {
  const all = (clubId: string) => `/api/v1.0/clubs/${encodeURIComponent(clubId)}/schedules`;
  return {
    /** The schedules touching `from`–`to` (at most 366 days), with the club's today, green fees and tee-up day. */
    list: (clubId: string, query: ScheduleListQuery) => apiGet<ScheduleList>(api, all(clubId), query),
    create: (clubId: string, schedule: ScheduleInput) => apiPost<Schedule>(api, all(clubId), schedule),
    get: (clubId: string, scheduleId: string) =>
      apiGet<Schedule>(api, `${all(clubId)}/${encodeURIComponent(scheduleId)}`),
    update: (clubId: string, scheduleId: string, schedule: ScheduleInput) =>
      apiPut<Schedule>(api, `${all(clubId)}/${encodeURIComponent(scheduleId)}`, schedule),
    remove: (clubId: string, scheduleId: string) =>
      apiDelete<ScheduleDeleted>(api, `${all(clubId)}/${encodeURIComponent(scheduleId)}`),
    /** The calendar's Modify on one day or a range; all or nothing. */
    modify: (clubId: string, modify: ScheduleModify) =>
      apiPost<ScheduleModified>(api, `${all(clubId)}/modify`, modify),
    /** The windows of one date with their green fee and price per player. */
    day: (clubId: string, date: string) => apiGet<ScheduleDay>(api, `${all(clubId)}/day`, { date }),
    /** Spec §7: one palette index per date, in the order given (at most 42 dates). */
    statusList: (clubId: string, dates: readonly string[]) =>
      apiGet<StatusList>(api, "/api/v1.0/schedule/status/list", { clubId, dates: dates.join(",") }),
  };
}

export type SchedulesApi = ReturnType<typeof createSchedulesApi>;
