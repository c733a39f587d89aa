import { ObjectId } from "mongodb";
import { roleAccessOf, toUser, userPermissionsOf } from "../../lib/account-views";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const getUser: AppRouteHandler<typeof routes.getUser> = (c) =>
  c.json({ result: toUser(c.var.auth.account) }, 200);

export const updateUser: AppRouteHandler<typeof routes.updateUser> = async (c) =>
  c.json({ result: await service.updateProfile(c.var.ctx, c.var.auth, c.req.valid("json")) }, 200);

export const verifyPassword: AppRouteHandler<typeof routes.verifyPassword> = async (c) => {
  await service.confirmPassword(c.var.ctx, c.var.auth, c.req.valid("json").password);
  return c.json({ result: { verified: true as const } }, 200);
};

export const getRole: AppRouteHandler<typeof routes.getRole> = async (c) => {
  const clubId = new ObjectId(c.req.valid("query").clubId);
  return c.json({ result: await roleAccessOf(c.var.ctx, c.var.auth.account, clubId) }, 200);
};

export const getPermissions: AppRouteHandler<typeof routes.getPermissions> = async (c) => {
  const { account } = c.var.auth;
  const userPermissions = await userPermissionsOf(c.var.ctx, account);
  return c.json(
    { result: { isBusinessOwner: account.kind === "business", isAdmin: account.isAdmin, userPermissions } },
    200,
  );
};
