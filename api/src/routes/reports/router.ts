import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function reportsRouter(ctx: AppContext) {
  const guarded = guardedBy(ctx);
  return newRouter()
    .openapi(guarded(routes.getUtilisationReport), handlers.getUtilisationReport)
    .openapi(guarded(routes.exportUtilisationReport), handlers.exportUtilisationReport)
    .openapi(guarded(routes.getBookingsReport), handlers.getBookingsReport)
    .openapi(guarded(routes.exportBookingsReport), handlers.exportBookingsReport)
    .openapi(guarded(routes.getRevenueReport), handlers.getRevenueReport)
    .openapi(guarded(routes.exportRevenueReport), handlers.exportRevenueReport)
    .openapi(guarded(routes.getTopCustomersReport), handlers.getTopCustomersReport)
    .openapi(guarded(routes.exportTopCustomersReport), handlers.exportTopCustomersReport);
}
