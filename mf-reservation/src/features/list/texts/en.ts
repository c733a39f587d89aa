import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    reservation: "Reservations",
  },
  noReservation: "No reservation",
};

export type ListTexts = Shape<typeof en>;
