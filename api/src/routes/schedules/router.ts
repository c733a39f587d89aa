import type { Context } from "hono";
import type { AppContext } from "../../context";
import type { AppEnv } from "../../env";
import { clubOf, guardedBy } from "../../middleware/club-access";
import { errorBody } from "../../middleware/errors";
import { newRouter } from "../../router";
import * as routes from "./routes";
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  modifySchedules,
  ScheduleOverlap,
  scheduleDay,
  statusList,
  updateSchedule,
} from "./service";

/** A 409 overlap names the schedule it clashes with, so the user knows which dates to look at. */
function overlapBody(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof ScheduleOverlap)) throw error;
  const { clash } = error;
  const body = errorBody(c, "schedule_overlap");
  return {
    ...body,
    message: `${body.message} (${clash.startDate} – ${clash.endDate}, ${clash.startTime}–${clash.endTime})`,
  };
}

export function schedulesRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  return (
    router
      .openapi(guarded(routes.listSchedules), async (c) =>
        c.json({ result: await listSchedules(ctx, clubOf(c), c.req.valid("query")) }, 200),
      )
      .openapi(guarded(routes.createSchedule), async (c) => {
        try {
          return c.json(
            { result: await createSchedule(ctx, c.var.auth, clubOf(c), c.req.valid("json")) },
            201,
          );
        } catch (error) {
          return c.json(overlapBody(c, error), 409);
        }
      })
      .openapi(guarded(routes.modifySchedules), async (c) => {
        try {
          return c.json(
            { result: { list: await modifySchedules(ctx, c.var.auth, clubOf(c), c.req.valid("json")) } },
            200,
          );
        } catch (error) {
          return c.json(overlapBody(c, error), 409);
        }
      })
      // Before `{scheduleId}`, which "day" would otherwise match.
      .openapi(guarded(routes.scheduleDay), async (c) =>
        c.json({ result: await scheduleDay(ctx, clubOf(c), c.req.valid("query").date) }, 200),
      )
      .openapi(guarded(routes.getSchedule), async (c) =>
        c.json({ result: await getSchedule(ctx, clubOf(c), c.req.valid("param").scheduleId) }, 200),
      )
      .openapi(guarded(routes.updateSchedule), async (c) => {
        const { scheduleId } = c.req.valid("param");
        try {
          return c.json(
            { result: await updateSchedule(ctx, c.var.auth, clubOf(c), scheduleId, c.req.valid("json")) },
            200,
          );
        } catch (error) {
          return c.json(overlapBody(c, error), 409);
        }
      })
      .openapi(guarded(routes.deleteSchedule), async (c) =>
        c.json(
          { result: await deleteSchedule(ctx, c.var.auth, clubOf(c), c.req.valid("param").scheduleId) },
          200,
        ),
      )
      .openapi(guarded(routes.statusList), async (c) =>
        c.json({ result: await statusList(ctx, clubOf(c), c.req.valid("query").dates) }, 200),
      )
  );
}
