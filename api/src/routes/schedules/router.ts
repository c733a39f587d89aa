import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { Action } from "shared/domains/common/permissions";
import type { AppContext, AppEnv } from "../../context";
import { newRouter } from "../../context";
import { requireSession } from "../../middleware/auth";
import { requireClubAccess } from "../../middleware/club-access";
import { errorBody } from "../../middleware/errors";
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

/** The SCHEDULE action a request needs: Modify changes existing schedules, so it is an update. */
const actionOf = (method: string, path: string): Action => {
  if (path.endsWith("/modify")) return "update";
  if (method === "GET" || method === "HEAD") return "read";
  if (method === "POST") return "create";
  return method === "DELETE" ? "delete" : "update";
};

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
  const session = requireSession(ctx);
  const guard: MiddlewareHandler<AppEnv> = (c, next) => {
    // "/schedules" and "/schedules/*" may both match one request; the first check is enough.
    if (c.get("clubAccess")) return next();
    return every(session, requireClubAccess(ctx, "SCHEDULE", actionOf(c.req.method, c.req.path)))(c, next);
  };
  router.use("/clubs/:clubId/schedules", guard);
  router.use("/clubs/:clubId/schedules/*", guard);
  router.use("/schedule/status/list", guard);

  const clubOf = (c: Context<AppEnv>) => c.var.clubAccess.club;
  return (
    router
      .openapi(routes.listSchedules, async (c) =>
        c.json({ result: await listSchedules(ctx, clubOf(c), c.req.valid("query")) }, 200),
      )
      .openapi(routes.createSchedule, async (c) => {
        try {
          return c.json({ result: await createSchedule(ctx, clubOf(c), c.req.valid("json")) }, 201);
        } catch (error) {
          return c.json(overlapBody(c, error), 409);
        }
      })
      .openapi(routes.modifySchedules, async (c) => {
        try {
          return c.json(
            { result: { list: await modifySchedules(ctx, clubOf(c), c.req.valid("json")) } },
            200,
          );
        } catch (error) {
          return c.json(overlapBody(c, error), 409);
        }
      })
      // Before `{scheduleId}`, which "day" would otherwise match.
      .openapi(routes.scheduleDay, async (c) =>
        c.json({ result: await scheduleDay(ctx, clubOf(c), c.req.valid("query").date) }, 200),
      )
      .openapi(routes.getSchedule, async (c) =>
        c.json({ result: await getSchedule(ctx, clubOf(c), c.req.valid("param").scheduleId) }, 200),
      )
      .openapi(routes.updateSchedule, async (c) => {
        const { scheduleId } = c.req.valid("param");
        try {
          return c.json(
            { result: await updateSchedule(ctx, clubOf(c), scheduleId, c.req.valid("json")) },
            200,
          );
        } catch (error) {
          return c.json(overlapBody(c, error), 409);
        }
      })
      .openapi(routes.deleteSchedule, async (c) =>
        c.json({ result: await deleteSchedule(ctx, clubOf(c), c.req.valid("param").scheduleId) }, 200),
      )
      .openapi(routes.statusList, async (c) =>
        c.json({ result: await statusList(ctx, clubOf(c), c.req.valid("query").dates) }, 200),
      )
  );
}
