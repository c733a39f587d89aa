import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    reservationTable: "Reservation timetable",
  },
  /** The other view of the same bookings. */
  toList: "Reservations",
  players_one: "{{count}} player",
  players_other: "{{count}} players",
};

export type TeeSheetTexts = Shape<typeof en>;
