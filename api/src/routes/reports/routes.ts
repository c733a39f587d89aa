import { createRoute, z } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import {
  bookingsReportSchema,
  reportQuerySchema,
  revenueReportSchema,
  topCustomersReportSchema,
  utilisationReportSchema,
} from "contracts/domains/reports/schemas";
import * as endpoints from "contracts/endpoints/reports";
import { clubAccessErrors, clubScoped, ok } from "../../lib/openapi";

/** Every report is club-scoped on the DASHBOARD kind (spec §6 code 08), to read. */
const reportAccess = { tags: ["Reports"], ...clubScoped({ feature: "DASHBOARD", action: "read" }) };
const request = { params: clubIdParamSchema, query: reportQuerySchema };
const dates =
  "`from` and `to` are club-local dates, both included, at most 366 days apart (422 otherwise), on the date of " +
  "each booking's tee time.";
const range = `${dates} Each figure comes with the same figure of the period of equal length just before.`;
const csvDescription =
  `${dates} UTF-8 with a byte order mark; a cell a spreadsheet would run as a formula (a name starting with =, ` +
  "+, -, @, tab or carriage return) is written with a leading apostrophe.";
const csv = (what: string) => ({
  200: { content: { "text/csv": { schema: z.string() } }, description: `${what}, as an attachment` },
  ...clubAccessErrors(),
});

export const getUtilisationReport = createRoute({
  ...reportAccess,
  ...endpoints.getUtilisationReport,
  summary: "Utilisation per day and per weekday and hour band (DASHBOARD read)",
  description: range,
  request,
  responses: { 200: ok(utilisationReportSchema, "The utilisation report"), ...clubAccessErrors() },
});

export const exportUtilisationReport = createRoute({
  ...reportAccess,
  ...endpoints.exportUtilisationReport,
  summary: "Players and places per date and hour, as CSV (DASHBOARD read)",
  description: csvDescription,
  request,
  responses: csv("Utilisation per date and hour"),
});

export const getBookingsReport = createRoute({
  ...reportAccess,
  ...endpoints.getBookingsReport,
  summary: "Bookings and players by channel, status and day, and the no-show rate (DASHBOARD read)",
  description: range,
  request,
  responses: { 200: ok(bookingsReportSchema, "The bookings report"), ...clubAccessErrors() },
});

export const exportBookingsReport = createRoute({
  ...reportAccess,
  ...endpoints.exportBookingsReport,
  summary: "Bookings and players per date, channel and status, as CSV (DASHBOARD read)",
  description: csvDescription,
  request,
  responses: csv("Bookings per date, channel and status"),
});

export const getRevenueReport = createRoute({
  ...reportAccess,
  ...endpoints.getRevenueReport,
  summary: "Revenue of paid and reserved bookings per day and by membership tier, in cents (DASHBOARD read)",
  description: range,
  request,
  responses: { 200: ok(revenueReportSchema, "The revenue report"), ...clubAccessErrors() },
});

export const exportRevenueReport = createRoute({
  ...reportAccess,
  ...endpoints.exportRevenueReport,
  summary: "Revenue per date, status and tier in US dollars, as CSV (DASHBOARD read)",
  description: csvDescription,
  request,
  responses: csv("Revenue per date, status and tier"),
});

export const getTopCustomersReport = createRoute({
  ...reportAccess,
  ...endpoints.getTopCustomersReport,
  summary: "The ten customers with the most rounds in the period (DASHBOARD read)",
  description: dates,
  request,
  responses: { 200: ok(topCustomersReportSchema, "The top customers"), ...clubAccessErrors() },
});

export const exportTopCustomersReport = createRoute({
  ...reportAccess,
  ...endpoints.exportTopCustomersReport,
  summary: "The ten customers with the most rounds, as CSV (DASHBOARD read)",
  description: csvDescription,
  request,
  responses: csv("The ten customers"),
});
