import type { AppContext } from "../../context";
import { requireSession } from "../../middleware/auth";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function usersRouter(ctx: AppContext) {
  const router = newRouter();
  // One pattern: Hono's "/users/*" matches "/users" too, so a second `use` would look the session up twice.
  router.use("/users/*", requireSession(ctx));
  return router
    .openapi(routes.getUser, handlers.getUser)
    .openapi(routes.updateUser, handlers.updateUser)
    .openapi(routes.verifyPassword, handlers.verifyPassword)
    .openapi(routes.getRole, handlers.getRole)
    .openapi(routes.getPermissions, handlers.getPermissions);
}
