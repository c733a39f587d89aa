import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const listTiers: AppRouteHandler<typeof routes.listTiers> = async (c) =>
  c.json({ result: await service.listTiers(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const createTier: AppRouteHandler<typeof routes.createTier> = async (c) =>
  c.json({ result: await service.createTier(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("json")) }, 201);

export const getTier: AppRouteHandler<typeof routes.getTier> = async (c) =>
  c.json({ result: await service.getTier(c.var.ctx, clubOf(c), c.req.valid("param").tierId) }, 200);

export const updateTier: AppRouteHandler<typeof routes.updateTier> = async (c) => {
  const { tierId } = c.req.valid("param");
  const tier = await service.updateTier(c.var.ctx, c.var.auth, clubOf(c), tierId, c.req.valid("json"));
  return c.json({ result: tier }, 200);
};

export const setTierStatus: AppRouteHandler<typeof routes.setTierStatus> = async (c) => {
  const { tierId } = c.req.valid("param");
  const { status } = c.req.valid("json");
  return c.json(
    { result: await service.setTierStatus(c.var.ctx, c.var.auth, clubOf(c), tierId, status) },
    200,
  );
};

export const deleteTier: AppRouteHandler<typeof routes.deleteTier> = async (c) =>
  c.json(
    { result: await service.deleteTier(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("param").tierId) },
    200,
  );
