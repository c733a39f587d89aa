import type { AppContext } from "../../context";
import { clientAddress } from "../../middleware/client-address";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { confirmReset, requestReset } from "./service";

export function passwordResetRouter(ctx: AppContext) {
  return newRouter()
    .openapi(routes.requestReset, async (c) => {
      const address = clientAddress(c, ctx.trustProxy);
      await requestReset(ctx, c.req.valid("json").email, address, c.var.language);
      return c.json({ result: { requested: true as const } }, 200);
    })
    .openapi(routes.confirmReset, async (c) => {
      await confirmReset(ctx, c.req.valid("json"));
      return c.json({ result: { reset: true as const } }, 200);
    });
}
