import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    addSchedule: "Add schedule",
  },
  add: {
    startDate: "Start date",
    endDate: "End date",
    startTime: "Start time",
    endTime: "End time",
    timeHint:
      "Tee times from the start time up to, not including, the end time. Tee-up times of the club: {{first}}–{{last}}.",
    weekdays: "Days of the week",
    greenFee: "Green fee",
    priceKind: "Price",
    status: "Status",
    save: "Save",
    cancel: "Cancel",
    failed: "The schedule could not be saved.",
    noPermission: "You do not have permission to add schedules.",
    back: "Back to the price schedule",
  },
};

export type AddScheduleTexts = Shape<typeof en>;
