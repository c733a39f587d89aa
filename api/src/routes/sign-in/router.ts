import type { AppContext } from "../../context";
import { requireSession } from "../../middleware/auth";
import { clientAddress } from "../../middleware/client-address";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { signIn } from "./service";

export function signInRouter(ctx: AppContext) {
  const router = newRouter();
  router.use("/sign-out", requireSession(ctx));
  router.use("/sign-in/isAdmin", requireSession(ctx));
  return router
    .openapi(routes.signIn, async (c) =>
      c.json(
        {
          result: await signIn(ctx, c.req.valid("json"), clientAddress(c, ctx.trustProxy), c.var.language),
        },
        200,
      ),
    )
    .openapi(routes.signOut, async (c) => {
      await ctx.repos.sessions.deleteOne(c.var.auth.session._id);
      return c.json({ result: { signedOut: true as const } }, 200);
    })
    .openapi(routes.isAdmin, (c) => c.json({ result: { isAdmin: c.var.auth.account.isAdmin } }, 200));
}
