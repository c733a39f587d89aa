import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { roleAccessOf, toUser, userPermissionsOf } from "../../lib/account-views";
import { requireSession } from "../../middleware/auth";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { confirmPassword, updateProfile } from "./service";

export function usersRouter(ctx: AppContext) {
  const router = newRouter();
  router.use("/users", requireSession(ctx));
  router.use("/users/*", requireSession(ctx));
  return router
    .openapi(routes.getUser, (c) => c.json({ result: toUser(c.var.auth.account) }, 200))
    .openapi(routes.updateUser, async (c) =>
      c.json({ result: await updateProfile(ctx, c.var.auth, c.req.valid("json")) }, 200),
    )
    .openapi(routes.verifyPassword, async (c) => {
      await confirmPassword(ctx, c.var.auth, c.req.valid("json").password);
      return c.json({ result: { verified: true as const } }, 200);
    })
    .openapi(routes.getRole, async (c) => {
      const clubId = new ObjectId(c.req.valid("query").clubId);
      return c.json({ result: await roleAccessOf(ctx, c.var.auth.account, clubId) }, 200);
    })
    .openapi(routes.getPermissions, async (c) => {
      const { account } = c.var.auth;
      const userPermissions = await userPermissionsOf(ctx, account);
      return c.json(
        {
          result: { isBusinessOwner: account.kind === "business", isAdmin: account.isAdmin, userPermissions },
        },
        200,
      );
    });
}
