import type { AppContext } from "../../context";
import { requireSession } from "../../middleware/auth";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function signInRouter(ctx: AppContext) {
  const router = newRouter();
  router.use("/sign-out", requireSession(ctx));
  router.use("/sign-in/isAdmin", requireSession(ctx));
  return router
    .openapi(routes.signIn, handlers.signIn)
    .openapi(routes.signOut, handlers.signOut)
    .openapi(routes.isAdmin, handlers.isAdmin);
}
