import { attachmentHeaders } from "../../lib/attachment";
import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";
import * as transfer from "./transfer";

export const listCustomers: AppRouteHandler<typeof routes.listCustomers> = async (c) =>
  c.json({ result: await service.listCustomers(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const exportCustomers: AppRouteHandler<typeof routes.exportCustomers> = async (c) => {
  const csv = await transfer.exportCustomers(c.var.ctx, clubOf(c), c.req.valid("query"));
  return c.body(csv, 200, attachmentHeaders("customers.csv", "text/csv; charset=utf-8"));
};

export const importCustomers: AppRouteHandler<typeof routes.importCustomers> = async (c) => {
  const { file } = c.req.valid("form");
  const { dryRun } = c.req.valid("query");
  const report = await transfer.importCustomers(
    c.var.ctx,
    c.var.auth,
    clubOf(c),
    file,
    dryRun,
    c.var.language,
  );
  return c.json({ result: report }, 200);
};

export const createCustomer: AppRouteHandler<typeof routes.createCustomer> = async (c) =>
  c.json(
    { result: await service.createCustomer(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("json")) },
    201,
  );

export const getCustomer: AppRouteHandler<typeof routes.getCustomer> = async (c) =>
  c.json({ result: await service.getCustomer(c.var.ctx, clubOf(c), c.req.valid("param").customerId) }, 200);

export const updateCustomer: AppRouteHandler<typeof routes.updateCustomer> = async (c) => {
  const { customerId } = c.req.valid("param");
  const input = c.req.valid("json");
  return c.json(
    { result: await service.updateCustomer(c.var.ctx, c.var.auth, clubOf(c), customerId, input) },
    200,
  );
};

export const deleteCustomer: AppRouteHandler<typeof routes.deleteCustomer> = async (c) => {
  const { customerId } = c.req.valid("param");
  return c.json({ result: await service.deleteCustomer(c.var.ctx, c.var.auth, clubOf(c), customerId) }, 200);
};
