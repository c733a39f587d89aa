import { clientAddress } from "../../middleware/client-address";
import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

/** An entry is the golfer's own: no shared cache keeps it. */
const noStore = { "Cache-Control": "no-store" };

export const joinWaitlist: AppRouteHandler<typeof routes.joinWaitlist> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  const entry = await service.join(
    ctx,
    c.req.valid("param").clubId,
    c.req.valid("json"),
    address,
    c.var.language,
  );
  return c.json({ result: entry }, 201, noStore);
};

export const getWaitlistEntry: AppRouteHandler<typeof routes.getWaitlistEntry> = async (c) => {
  const { ctx } = c.var;
  const entry = await service.view(ctx, c.req.valid("query").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: entry }, 200, noStore);
};

export const confirmWaitlistEntry: AppRouteHandler<typeof routes.confirmWaitlistEntry> = async (c) => {
  const { ctx } = c.var;
  const entry = await service.confirm(ctx, c.req.valid("json").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: entry }, 200, noStore);
};

export const leaveWaitlist: AppRouteHandler<typeof routes.leaveWaitlist> = async (c) => {
  const { ctx } = c.var;
  const entry = await service.leave(ctx, c.req.valid("json").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: entry }, 200, noStore);
};

export const getDeskWaitlist: AppRouteHandler<typeof routes.getDeskWaitlist> = async (c) => {
  const result = await service.deskList(c.var.ctx, clubOf(c), c.req.valid("query").date);
  return c.json({ result }, 200);
};

export const addDeskWaitlistEntry: AppRouteHandler<typeof routes.addDeskWaitlistEntry> = async (c) => {
  const result = await service.deskJoin(
    c.var.ctx,
    c.var.auth,
    clubOf(c),
    c.req.valid("json"),
    c.var.language,
  );
  return c.json({ result }, 201);
};

export const offerWaitlistEntry: AppRouteHandler<typeof routes.offerWaitlistEntry> = async (c) => {
  const { entryId } = c.req.valid("param");
  const result = await service.deskOffer(c.var.ctx, c.var.auth, clubOf(c), entryId, c.req.valid("json"));
  return c.json({ result }, 200);
};

export const removeWaitlistEntry: AppRouteHandler<typeof routes.removeWaitlistEntry> = async (c) => {
  const { entryId } = c.req.valid("param");
  const result = await service.deskRemove(c.var.ctx, c.var.auth, clubOf(c), entryId);
  return c.json({ result }, 200);
};
