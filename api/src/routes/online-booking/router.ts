import type { AppContext } from "../../context";
import { newRouter } from "../../context";
import { clientAddress } from "../../middleware/client-address";
import * as routes from "./routes";
import { availability, bookOnline } from "./service";

/** The club's own website or app books here, without a staff session. */
export function onlineBookingRouter(ctx: AppContext) {
  return newRouter()
    .openapi(routes.availability, async (c) =>
      c.json(
        {
          result: await availability(
            ctx,
            c.req.valid("param").clubId,
            c.req.valid("query").date,
            clientAddress(c, ctx.trustProxy),
          ),
        },
        200,
      ),
    )
    .openapi(routes.book, async (c) =>
      c.json(
        {
          result: await bookOnline(
            ctx,
            c.req.valid("param").clubId,
            c.req.valid("json"),
            clientAddress(c, ctx.trustProxy),
            c.var.language,
            c.req.valid("header")["idempotency-key"],
          ),
        },
        201,
      ),
    );
}
