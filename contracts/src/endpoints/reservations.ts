import { endpoint } from "./endpoint";

export const getTeeSheet = endpoint("get", "/clubs/{clubId}/tee-sheet", "getTeeSheet");
export const listReservations = endpoint("get", "/clubs/{clubId}/reservations", "listReservations");
export const createReservation = endpoint("post", "/clubs/{clubId}/reservations", "createReservation");
export const getReservation = endpoint(
  "get",
  "/clubs/{clubId}/reservations/{reservationId}",
  "getReservation",
);
export const updateReservation = endpoint(
  "patch",
  "/clubs/{clubId}/reservations/{reservationId}",
  "updateReservation",
);
export const moveReservation = endpoint(
  "post",
  "/clubs/{clubId}/reservations/{reservationId}/move",
  "moveReservation",
);
export const getReservationStats = endpoint("get", "/reservation/stats", "getReservationStats");
export const getTeeSheetPdf = endpoint("get", "/clubs/{clubId}/reservations/sheet.pdf", "getTeeSheetPdf");
export const getReservationConfirmationPdf = endpoint(
  "get",
  "/clubs/{clubId}/reservations/{reservationId}/confirmation.pdf",
  "getReservationConfirmationPdf",
);
export const getReservationSettings = endpoint(
  "get",
  "/clubs/{clubId}/reservations/settings",
  "getReservationSettings",
);
export const updateReservationSettings = endpoint(
  "put",
  "/clubs/{clubId}/reservations/settings",
  "updateReservationSettings",
);
export const findBookingCustomers = endpoint(
  "get",
  "/clubs/{clubId}/reservations/customers",
  "findBookingCustomers",
);
export const setReservationGuests = endpoint(
  "put",
  "/clubs/{clubId}/reservations/{reservationId}/guests",
  "setReservationGuests",
);
export const checkInReservation = endpoint(
  "post",
  "/clubs/{clubId}/reservations/{reservationId}/check-in",
  "checkInReservation",
);
export const addReservationPayment = endpoint(
  "post",
  "/clubs/{clubId}/reservations/{reservationId}/payments",
  "addReservationPayment",
);
export const voidReservationPayment = endpoint(
  "post",
  "/clubs/{clubId}/reservations/{reservationId}/payments/{paymentId}/void",
  "voidReservationPayment",
);

// A golfer's strikes (no-shows within the club's rule) and the desk's lifting of a block.
export const getGolferStrikes = endpoint("get", "/clubs/{clubId}/golfer-strikes", "getGolferStrikes");
export const liftGolferStrikes = endpoint("post", "/clubs/{clubId}/golfer-strikes/lift", "liftGolferStrikes");
