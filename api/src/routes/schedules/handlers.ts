import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { clubOf } from "../../middleware/club-access";
import { errorBody } from "../../middleware/errors";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

/** A 409 overlap names the schedule it clashes with, so the user knows which dates to look at. */
function overlapBody(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof service.ScheduleOverlap)) throw error;
  const { clash } = error;
  const body = errorBody(c, "schedule_overlap");
  return {
    ...body,
    message: `${body.message} (${clash.startDate} – ${clash.endDate}, ${clash.startTime}–${clash.endTime})`,
  };
}

export const listSchedules: AppRouteHandler<typeof routes.listSchedules> = async (c) =>
  c.json({ result: await service.listSchedules(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const createSchedule: AppRouteHandler<typeof routes.createSchedule> = async (c) => {
  try {
    return c.json(
      { result: await service.createSchedule(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("json")) },
      201,
    );
  } catch (error) {
    return c.json(overlapBody(c, error), 409);
  }
};

export const modifySchedules: AppRouteHandler<typeof routes.modifySchedules> = async (c) => {
  try {
    const list = await service.modifySchedules(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("json"));
    return c.json({ result: { list } }, 200);
  } catch (error) {
    return c.json(overlapBody(c, error), 409);
  }
};

export const scheduleDay: AppRouteHandler<typeof routes.scheduleDay> = async (c) =>
  c.json({ result: await service.scheduleDay(c.var.ctx, clubOf(c), c.req.valid("query").date) }, 200);

export const getSchedule: AppRouteHandler<typeof routes.getSchedule> = async (c) =>
  c.json({ result: await service.getSchedule(c.var.ctx, clubOf(c), c.req.valid("param").scheduleId) }, 200);

export const updateSchedule: AppRouteHandler<typeof routes.updateSchedule> = async (c) => {
  const { scheduleId } = c.req.valid("param");
  try {
    const input = c.req.valid("json");
    return c.json(
      { result: await service.updateSchedule(c.var.ctx, c.var.auth, clubOf(c), scheduleId, input) },
      200,
    );
  } catch (error) {
    return c.json(overlapBody(c, error), 409);
  }
};

export const deleteSchedule: AppRouteHandler<typeof routes.deleteSchedule> = async (c) => {
  const { scheduleId } = c.req.valid("param");
  return c.json({ result: await service.deleteSchedule(c.var.ctx, c.var.auth, clubOf(c), scheduleId) }, 200);
};

export const statusList: AppRouteHandler<typeof routes.statusList> = async (c) =>
  c.json({ result: await service.statusList(c.var.ctx, clubOf(c), c.req.valid("query").dates) }, 200);
