import { clientAddress } from "../../middleware/client-address";
import type { AppRouteHandler } from "../../router";
import { cancelBookingHold as cancelHold } from "./cancel";
import { publicClub as publicClubOf } from "./club-page";
import type * as routes from "./routes";
import * as service from "./service";

/** A hold is the golfer's own: no shared cache keeps it. */
const noStore = { "Cache-Control": "no-store" };

export const publicClub: AppRouteHandler<typeof routes.publicClub> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  return c.json({ result: await publicClubOf(ctx, c.req.valid("param").clubId, address) }, 200);
};

export const availability: AppRouteHandler<typeof routes.availability> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  return c.json(
    {
      result: await service.availability(
        ctx,
        c.req.valid("param").clubId,
        c.req.valid("query").date,
        address,
      ),
    },
    200,
  );
};

export const book: AppRouteHandler<typeof routes.book> = async (c) => {
  const { ctx } = c.var;
  const booked = await service.bookOnline(
    ctx,
    c.req.valid("param").clubId,
    c.req.valid("json"),
    clientAddress(c, ctx.trustProxy),
    c.var.language,
    c.req.valid("header")["idempotency-key"],
  );
  return c.json({ result: booked }, 201);
};

export const getBookingHold: AppRouteHandler<typeof routes.getBookingHold> = async (c) => {
  const { ctx } = c.var;
  const hold = await service.bookingHold(ctx, c.req.valid("query").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: hold }, 200, noStore);
};

export const confirmBookingHold: AppRouteHandler<typeof routes.confirmBookingHold> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  const confirmed = await service.confirmBookingHold(ctx, c.req.valid("json").token, address, c.var.language);
  return c.json({ result: confirmed }, 200, noStore);
};

export const cancelBookingHold: AppRouteHandler<typeof routes.cancelBookingHold> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  const cancelled = await cancelHold(ctx, c.req.valid("json").token, address, c.var.language);
  return c.json({ result: cancelled }, 200, noStore);
};
