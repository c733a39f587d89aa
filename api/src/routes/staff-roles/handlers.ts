import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import * as roles from "./roles";
import type * as routes from "./routes";
import * as staff from "./staff";

export const listRoles: AppRouteHandler<typeof routes.listRoles> = async (c) =>
  c.json({ result: await roles.listRoles(c.var.ctx, clubOf(c)) }, 200);

export const createRole: AppRouteHandler<typeof routes.createRole> = async (c) =>
  c.json(
    { result: await roles.createRole(c.var.ctx, c.var.auth, c.var.clubAccess, c.req.valid("json")) },
    201,
  );

export const getRole: AppRouteHandler<typeof routes.getRole> = async (c) =>
  c.json({ result: await roles.getRole(c.var.ctx, clubOf(c), c.req.valid("param").roleId) }, 200);

export const updateRole: AppRouteHandler<typeof routes.updateRole> = async (c) => {
  const { roleId } = c.req.valid("param");
  const input = c.req.valid("json");
  const role = await roles.updateRole(c.var.ctx, c.var.auth, c.var.clubAccess, roleId, input);
  return c.json({ result: role }, 200);
};

export const deleteRole: AppRouteHandler<typeof routes.deleteRole> = async (c) => {
  const { roleId } = c.req.valid("param");
  return c.json({ result: await roles.deleteRole(c.var.ctx, c.var.auth, clubOf(c), roleId) }, 200);
};

export const listStaff: AppRouteHandler<typeof routes.listStaff> = async (c) =>
  c.json({ result: await staff.listStaff(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const addStaff: AppRouteHandler<typeof routes.addStaff> = async (c) => {
  const input = c.req.valid("json");
  const member = await staff.addStaff(c.var.ctx, c.var.auth, c.var.clubAccess, input, c.var.language);
  return c.json({ result: member }, 201);
};

export const getStaffMember: AppRouteHandler<typeof routes.getStaffMember> = async (c) =>
  c.json({ result: await staff.getStaffMember(c.var.ctx, clubOf(c), c.req.valid("param").staffId) }, 200);

export const updateStaff: AppRouteHandler<typeof routes.updateStaff> = async (c) => {
  const { staffId } = c.req.valid("param");
  const update = c.req.valid("json");
  const member = await staff.updateStaff(c.var.ctx, c.var.auth, c.var.clubAccess, staffId, update);
  return c.json({ result: member }, 200);
};

export const deleteStaff: AppRouteHandler<typeof routes.deleteStaff> = async (c) => {
  const { staffId } = c.req.valid("param");
  return c.json({ result: await staff.deleteStaff(c.var.ctx, c.var.auth, c.var.clubAccess, staffId) }, 200);
};

export const listAllStaff: AppRouteHandler<typeof routes.listAllStaff> = async (c) =>
  c.json({ result: await staff.listAllStaff(c.var.ctx, c.var.auth, c.req.valid("query")) }, 200);
