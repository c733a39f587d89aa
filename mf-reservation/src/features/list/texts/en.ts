import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    reservation: "Reservations",
  },
  /** The other view of the same bookings. */
  toTimetable: "Reservation timetable",
  noReservation: "No reservation",
};

export type ListTexts = Shape<typeof en>;
