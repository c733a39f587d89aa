import type { AppContext } from "../../context";
import { clientAddress } from "../../middleware/client-address";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { availability, bookingHold, bookOnline, confirmBookingHold } from "./service";

/** A hold is the golfer's own: no shared cache keeps it. */
const noStore = { "Cache-Control": "no-store" };

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
    )
    .openapi(routes.getBookingHold, async (c) =>
      c.json(
        {
          result: await bookingHold(ctx, c.req.valid("query").token, clientAddress(c, ctx.trustProxy)),
        },
        200,
        noStore,
      ),
    )
    .openapi(routes.confirmBookingHold, async (c) =>
      c.json(
        {
          result: await confirmBookingHold(
            ctx,
            c.req.valid("json").token,
            clientAddress(c, ctx.trustProxy),
            c.var.language,
          ),
        },
        200,
        noStore,
      ),
    );
}
