import { endpoint } from "./endpoint";

export const listSchedules = endpoint("get", "/clubs/{clubId}/schedules", "listSchedules");
export const createSchedule = endpoint("post", "/clubs/{clubId}/schedules", "createSchedule");
export const getSchedule = endpoint("get", "/clubs/{clubId}/schedules/{scheduleId}", "getSchedule");
export const updateSchedule = endpoint("put", "/clubs/{clubId}/schedules/{scheduleId}", "updateSchedule");
export const deleteSchedule = endpoint("delete", "/clubs/{clubId}/schedules/{scheduleId}", "deleteSchedule");
export const modifySchedules = endpoint("post", "/clubs/{clubId}/schedules/modify", "modifySchedules");
export const getScheduleDay = endpoint("get", "/clubs/{clubId}/schedules/day", "getScheduleDay");
export const listScheduleStatuses = endpoint("get", "/schedule/status/list", "listScheduleStatuses");
