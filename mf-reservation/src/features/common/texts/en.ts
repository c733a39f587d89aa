import type { Shape } from "platform/i18n/texts";

export const en = {
  form: {
    chooseTime: "Choose a tee time",
  },
  calendar: {
    title: "Reservation rates",
    legend: "Booking rate",
    previous: "Previous month",
    next: "Next month",
    rate0: "80% or more",
    rate1: "40–79%",
    rate2: "Under 40%",
    rate3: "No booking",
  },
  live: {
    reconnecting: "Reconnecting… Changes made at other desks will show again once the connection is back.",
  },
};

export type CommonTexts = Shape<typeof en>;
