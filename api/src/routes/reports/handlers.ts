import { attachmentHeaders } from "../../lib/attachment";
import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import * as csv from "./csv";
import type * as routes from "./routes";
import * as service from "./service";

const csvType = "text/csv; charset=utf-8";

export const getUtilisationReport: AppRouteHandler<typeof routes.getUtilisationReport> = async (c) =>
  c.json({ result: await service.utilisationReport(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const exportUtilisationReport: AppRouteHandler<typeof routes.exportUtilisationReport> = async (c) => {
  const query = c.req.valid("query");
  const file = await csv.utilisationCsv(c.var.ctx, clubOf(c), query);
  return c.body(file, 200, attachmentHeaders(csv.csvName("utilisation", query), csvType));
};

export const getBookingsReport: AppRouteHandler<typeof routes.getBookingsReport> = async (c) =>
  c.json({ result: await service.bookingsReport(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const exportBookingsReport: AppRouteHandler<typeof routes.exportBookingsReport> = async (c) => {
  const query = c.req.valid("query");
  const file = await csv.bookingsCsv(c.var.ctx, clubOf(c), query);
  return c.body(file, 200, attachmentHeaders(csv.csvName("bookings", query), csvType));
};

export const getRevenueReport: AppRouteHandler<typeof routes.getRevenueReport> = async (c) =>
  c.json({ result: await service.revenueReport(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const exportRevenueReport: AppRouteHandler<typeof routes.exportRevenueReport> = async (c) => {
  const query = c.req.valid("query");
  const file = await csv.revenueCsv(c.var.ctx, clubOf(c), query);
  return c.body(file, 200, attachmentHeaders(csv.csvName("revenue", query), csvType));
};

export const getTopCustomersReport: AppRouteHandler<typeof routes.getTopCustomersReport> = async (c) =>
  c.json({ result: await service.topCustomersReport(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const exportTopCustomersReport: AppRouteHandler<typeof routes.exportTopCustomersReport> = async (
  c,
) => {
  const query = c.req.valid("query");
  const file = await csv.topCustomersCsv(c.var.ctx, clubOf(c), query);
  return c.body(file, 200, attachmentHeaders(csv.csvName("top-customers", query), csvType));
};
