import type { AppContext } from "../../context";
import { clubOf, guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { createTier, deleteTier, getTier, listTiers, setTierStatus, updateTier } from "./service";

export function membershipTiersRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  return router
    .openapi(guarded(routes.listTiers), async (c) =>
      c.json({ result: await listTiers(ctx, clubOf(c), c.req.valid("query")) }, 200),
    )
    .openapi(guarded(routes.createTier), async (c) =>
      c.json({ result: await createTier(ctx, c.var.auth, clubOf(c), c.req.valid("json")) }, 201),
    )
    .openapi(guarded(routes.getTier), async (c) =>
      c.json({ result: await getTier(ctx, clubOf(c), c.req.valid("param").tierId) }, 200),
    )
    .openapi(guarded(routes.updateTier), async (c) =>
      c.json(
        {
          result: await updateTier(
            ctx,
            c.var.auth,
            clubOf(c),
            c.req.valid("param").tierId,
            c.req.valid("json"),
          ),
        },
        200,
      ),
    )
    .openapi(guarded(routes.setTierStatus), async (c) =>
      c.json(
        {
          result: await setTierStatus(
            ctx,
            c.var.auth,
            clubOf(c),
            c.req.valid("param").tierId,
            c.req.valid("json").status,
          ),
        },
        200,
      ),
    )
    .openapi(guarded(routes.deleteTier), async (c) =>
      c.json({ result: await deleteTier(ctx, c.var.auth, clubOf(c), c.req.valid("param").tierId) }, 200),
    );
}
