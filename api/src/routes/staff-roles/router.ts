import type { AppContext } from "../../context";
import { requireSession } from "../../middleware/auth";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function staffRolesRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  router.use("/staff", requireSession(ctx));
  return router
    .openapi(guarded(routes.listRoles), handlers.listRoles)
    .openapi(guarded(routes.createRole), handlers.createRole)
    .openapi(guarded(routes.getRole), handlers.getRole)
    .openapi(guarded(routes.updateRole), handlers.updateRole)
    .openapi(guarded(routes.deleteRole), handlers.deleteRole)
    .openapi(guarded(routes.listStaff), handlers.listStaff)
    .openapi(guarded(routes.addStaff), handlers.addStaff)
    .openapi(guarded(routes.getStaffMember), handlers.getStaffMember)
    .openapi(guarded(routes.updateStaff), handlers.updateStaff)
    .openapi(guarded(routes.deleteStaff), handlers.deleteStaff)
    .openapi(routes.listAllStaff, handlers.listAllStaff);
}
