import type { AppContext } from "../../context";
import { requireSession } from "../../middleware/auth";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as roles from "./roles";
import * as routes from "./routes";
import * as staff from "./staff";

export function staffRolesRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  router.use("/staff", requireSession(ctx));
  return router
    .openapi(guarded(routes.listRoles), async (c) =>
      c.json({ result: await roles.listRoles(ctx, c.var.clubAccess.club) }, 200),
    )
    .openapi(guarded(routes.createRole), async (c) =>
      c.json({ result: await roles.createRole(ctx, c.var.auth, c.var.clubAccess, c.req.valid("json")) }, 201),
    )
    .openapi(guarded(routes.getRole), async (c) =>
      c.json({ result: await roles.getRole(ctx, c.var.clubAccess.club, c.req.valid("param").roleId) }, 200),
    )
    .openapi(guarded(routes.updateRole), async (c) => {
      const { roleId } = c.req.valid("param");
      const role = await roles.updateRole(ctx, c.var.auth, c.var.clubAccess, roleId, c.req.valid("json"));
      return c.json({ result: role }, 200);
    })
    .openapi(guarded(routes.deleteRole), async (c) => {
      const { roleId } = c.req.valid("param");
      return c.json({ result: await roles.deleteRole(ctx, c.var.auth, c.var.clubAccess.club, roleId) }, 200);
    })
    .openapi(guarded(routes.listStaff), async (c) =>
      c.json({ result: await staff.listStaff(ctx, c.var.clubAccess.club, c.req.valid("query")) }, 200),
    )
    .openapi(guarded(routes.addStaff), async (c) => {
      const input = c.req.valid("json");
      const member = await staff.addStaff(ctx, c.var.auth, c.var.clubAccess, input, c.var.language);
      return c.json({ result: member }, 201);
    })
    .openapi(guarded(routes.updateStaff), async (c) => {
      const { staffId } = c.req.valid("param");
      const update = c.req.valid("json");
      const member = await staff.updateStaff(ctx, c.var.auth, c.var.clubAccess, staffId, update);
      return c.json({ result: member }, 200);
    })
    .openapi(guarded(routes.deleteStaff), async (c) => {
      const { staffId } = c.req.valid("param");
      return c.json({ result: await staff.deleteStaff(ctx, c.var.auth, c.var.clubAccess, staffId) }, 200);
    })
    .openapi(routes.listAllStaff, async (c) =>
      c.json({ result: await staff.listAllStaff(ctx, c.var.auth, c.req.valid("query")) }, 200),
    );
}
