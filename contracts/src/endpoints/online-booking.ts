import { endpoint } from "./endpoint";

export const getPublicClub = endpoint("get", "/public/clubs/{clubId}", "getPublicClub");
export const getOnlineAvailability = endpoint(
  "get",
  "/public/clubs/{clubId}/availability",
  "getOnlineAvailability",
);
export const bookOnline = endpoint("post", "/public/clubs/{clubId}/reservations", "bookOnline");
export const getBookingHold = endpoint("get", "/public/booking-holds", "getBookingHold");
export const confirmBookingHold = endpoint("post", "/public/booking-holds/confirm", "confirmBookingHold");
export const cancelBookingHold = endpoint("post", "/public/booking-holds/cancel", "cancelBookingHold");
