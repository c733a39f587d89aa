import { endpoint } from "./endpoint";

// Reports of a club's bookings over a date range (the dashboard), each as JSON and as a CSV file.
export const getUtilisationReport = endpoint(
  "get",
  "/clubs/{clubId}/reports/utilisation",
  "getUtilisationReport",
);
export const exportUtilisationReport = endpoint(
  "get",
  "/clubs/{clubId}/reports/utilisation.csv",
  "exportUtilisationReport",
);
export const getBookingsReport = endpoint("get", "/clubs/{clubId}/reports/bookings", "getBookingsReport");
export const exportBookingsReport = endpoint(
  "get",
  "/clubs/{clubId}/reports/bookings.csv",
  "exportBookingsReport",
);
export const getRevenueReport = endpoint("get", "/clubs/{clubId}/reports/revenue", "getRevenueReport");
export const exportRevenueReport = endpoint(
  "get",
  "/clubs/{clubId}/reports/revenue.csv",
  "exportRevenueReport",
);
export const getTopCustomersReport = endpoint(
  "get",
  "/clubs/{clubId}/reports/top-customers",
  "getTopCustomersReport",
);
export const exportTopCustomersReport = endpoint(
  "get",
  "/clubs/{clubId}/reports/top-customers.csv",
  "exportTopCustomersReport",
);
