import type { AppContext } from "../../context";
import { withClubAccess } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as routes from "./routes";

export function clubRouter(ctx: AppContext) {
  const router = newRouter();
  return router.openapi(withClubAccess(ctx, routes.getClubName), (c) =>
    c.json({ result: { clubname: c.var.clubAccess.club.name } }, 200),
  );
}
