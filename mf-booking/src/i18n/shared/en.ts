import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { Shape } from "platform/i18n/texts";

export const en = {
  loading: "Loading…",
  retry: "Retry",
  fields: {
    date: "Date",
    teeTime: "Tee time",
    course: "Course",
    name: "Name",
    phoneCode: "Country code",
    phone: "Phone number",
    email: "Email",
    players: "Players",
    price: "Price",
    status: "Status",
    reference: "Reference",
  },
  statuses: reservationStatusLabels.en,
};

export type SharedTexts = Shape<typeof en>;
