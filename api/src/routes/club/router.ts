import type { AppContext } from "../../context";
import { newRouter } from "../../context";
import { requireSession } from "../../middleware/auth";
import { requireClubAccess } from "../../middleware/club-access";
import * as routes from "./routes";

export function clubRouter(ctx: AppContext) {
  const router = newRouter();
  router.use("/club", requireSession(ctx), requireClubAccess(ctx, "CLUB_INFORMATION", "read"));
  return router.openapi(routes.getClubName, (c) =>
    c.json({ result: { clubname: c.var.clubAccess.club.name } }, 200),
  );
}
