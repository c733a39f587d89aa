import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import * as desk from "./desk";
import type * as routes from "./desk-routes";

export const setGuests: AppRouteHandler<typeof routes.setGuests> = async (c) => {
  const { reservationId } = c.req.valid("param");
  const result = await desk.setGuests(c.var.ctx, c.var.auth, clubOf(c), reservationId, c.req.valid("json"));
  return c.json({ result }, 200);
};

export const checkIn: AppRouteHandler<typeof routes.checkIn> = async (c) => {
  const { reservationId } = c.req.valid("param");
  const result = await desk.checkIn(c.var.ctx, c.var.auth, clubOf(c), reservationId, c.req.valid("json"));
  return c.json({ result }, 200);
};

export const addPayment: AppRouteHandler<typeof routes.addPayment> = async (c) => {
  const { reservationId } = c.req.valid("param");
  const result = await desk.addPayment(c.var.ctx, c.var.auth, clubOf(c), reservationId, c.req.valid("json"));
  return c.json({ result }, 201);
};

export const voidPayment: AppRouteHandler<typeof routes.voidPayment> = async (c) => {
  const ids = c.req.valid("param");
  const { version } = c.req.valid("json");
  const result = await desk.voidPayment(c.var.ctx, c.var.auth, clubOf(c), ids, version);
  return c.json({ result }, 200);
};
