import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function schedulesRouter(ctx: AppContext) {
  const guarded = guardedBy(ctx);
  return (
    newRouter()
      .openapi(guarded(routes.listSchedules), handlers.listSchedules)
      .openapi(guarded(routes.createSchedule), handlers.createSchedule)
      .openapi(guarded(routes.modifySchedules), handlers.modifySchedules)
      // Before `{scheduleId}`, which "day" would otherwise match.
      .openapi(guarded(routes.scheduleDay), handlers.scheduleDay)
      .openapi(guarded(routes.getSchedule), handlers.getSchedule)
      .openapi(guarded(routes.updateSchedule), handlers.updateSchedule)
      .openapi(guarded(routes.deleteSchedule), handlers.deleteSchedule)
      .openapi(guarded(routes.statusList), handlers.statusList)
  );
}
