import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { Shape } from "platform/i18n/texts";

export const en = {
  fields: {
    teeTime: "Tee time",
    course: "Course",
    name: "Name",
    phoneCode: "Country code",
    phone: "Phone number",
    email: "Email",
    price: "Price",
    status: "Status",
    reference: "Reference",
  },
  statuses: reservationStatusLabels.en,
};

export type DetailTexts = Shape<typeof en>;
