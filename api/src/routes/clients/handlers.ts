import { downloadHeaders } from "../../lib/uploads";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const listClients: AppRouteHandler<typeof routes.listClients> = async (c) =>
  c.json({ result: await service.listClients(c.var.ctx, c.req.valid("query")) }, 200);

export const getClient: AppRouteHandler<typeof routes.getClient> = async (c) =>
  c.json({ result: await service.getClient(c.var.ctx, c.req.valid("param").clientId) }, 200);

export const updateStatus: AppRouteHandler<typeof routes.updateStatus> = async (c) => {
  const { status, description } = c.req.valid("json");
  return c.json(
    { result: await service.changeStatus(c.var.ctx, c.req.valid("param").clientId, status, description) },
    200,
  );
};

export const updateMemo: AppRouteHandler<typeof routes.updateMemo> = async (c) =>
  c.json(
    { result: await service.changeMemo(c.var.ctx, c.req.valid("param").clientId, c.req.valid("json").memo) },
    200,
  );

export const getCertificate: AppRouteHandler<typeof routes.getCertificate> = async (c) => {
  const file = await service.readCertificate(c.var.ctx, c.req.valid("param").clientId);
  // Served as a download, never rendered inline: the file comes from an unauthenticated sign-up.
  return c.body(file.data, 200, downloadHeaders(file));
};
