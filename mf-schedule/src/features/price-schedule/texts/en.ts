import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    priceSchedule: "Price schedule",
  },
  modify: {
    title: "Modify schedule",
    range: "Dates",
    keep: "Keep",
    status: "Status",
    greenFee: "Green fee",
    priceKind: "Price",
    remove: "Remove the schedule on these dates",
    save: "Save",
    cancel: "Cancel",
    failed: "Failed to modify schedule!",
    done: "The schedule was modified.",
  },
};

export type PriceScheduleTexts = Shape<typeof en>;
