import type { AppContext } from "../../context";
import { requireAdmin, requireSession } from "../../middleware/auth";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function clientsRouter(ctx: AppContext) {
  const router = newRouter();
  // "/clients/*" matches "/clients" too: one `use`, one session lookup.
  router.use("/clients/*", requireSession(ctx), requireAdmin());
  return router
    .openapi(routes.listClients, handlers.listClients)
    .openapi(routes.getClient, handlers.getClient)
    .openapi(routes.updateStatus, handlers.updateStatus)
    .openapi(routes.updateMemo, handlers.updateMemo)
    .openapi(routes.getCertificate, handlers.getCertificate);
}
