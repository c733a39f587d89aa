import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    reservationDetail: "Reservation detail",
  },
  yes: "Yes",
  no: "No",
  detail: {
    edit: "Change details",
    save: "Save changes",
    saved: "The changes are saved.",
    move: "Move to another tee time",
    moveHint: "Only tee times for sale with room for the party are offered.",
    noTimes: "No tee time on this date has room for the party.",
  },
  confirm: {
    cancelled: "Cancel the reservation of {{name}} at {{time}}? Its places become free for others.",
    noshow: "Mark {{name}} as a no-show? The places become free for others.",
    deleted: "Delete the reservation of {{name}}? It stays in the records but is no longer listed.",
  },
};

export type DetailTexts = Shape<typeof en>;
