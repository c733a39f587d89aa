import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  BookingsReport,
  ReportQuery,
  RevenueReport,
  TopCustomersReport,
  UtilisationReport,
} from "contracts/domains/reports/schemas";
import * as reports from "contracts/endpoints/reports";
import { apiCall, apiFile, to } from "../http/request";

/** The reports a CSV download exists for, by the name their file and endpoints carry. */
export type ReportName = "utilisation" | "bookings" | "revenue" | "top-customers";

const files = {
  utilisation: reports.exportUtilisationReport,
  bookings: reports.exportBookingsReport,
  revenue: reports.exportRevenueReport,
  "top-customers": reports.exportTopCustomersReport,
} as const;

/** Typed calls for a club's reports over a date range (docs/api.md "Reports"). */
export function createReportsApi(api: AxiosInstance) {
  return {
    utilisation: (clubId: string, range: ReportQuery) =>
      apiCall<UtilisationReport>(api, to(reports.getUtilisationReport, { clubId }), range),
    bookings: (clubId: string, range: ReportQuery) =>
      apiCall<BookingsReport>(api, to(reports.getBookingsReport, { clubId }), range),
    revenue: (clubId: string, range: ReportQuery) =>
      apiCall<RevenueReport>(api, to(reports.getRevenueReport, { clubId }), range),
    topCustomers: (clubId: string, range: ReportQuery) =>
      apiCall<TopCustomersReport>(api, to(reports.getTopCustomersReport, { clubId }), range),
    /** A report's CSV file, as a file to save. */
    csv: (clubId: string, report: ReportName, range: ReportQuery) =>
      apiFile(api, to(files[report], { clubId }), range),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
