import type { Shape } from "platform/i18n/texts";

export const en = {
  calendar: {
    previous: "Previous month",
    next: "Next month",
    today: "Today",
    grid: "Price schedule of {{month}}",
    legend: "Legend",
    public: "Scheduled (Public)",
    hidden: "Scheduled (Hidden)",
    selected: "Selected",
    modify: "Modify",
    add: "Add schedule",
    loading: "Loading the schedule…",
    loadFailed: "The schedule could not be loaded.",
    retry: "Try again",
    help: "Click a day to select it, and a second day to select a range. Arrow keys move, Enter selects, Page Up and Page Down change the month.",
    rangeSelected_one: "{{from}} – {{to}} ({{count}} day)",
    rangeSelected_other: "{{from}} – {{to}} ({{count}} days)",
    noSelection: "Select a day to see its schedule.",
    priceFrom: "from {{price}}",
  },
  day: {
    title: "Schedule of {{date}}",
    empty: "No schedule on this day: its tee times are not for sale.",
    time: "Time",
    greenFee: "Green fee",
    price: "Price per player",
    status: "Status",
    feeRemoved: "Green fee removed",
    regular: "Regular price",
    additional: "Additional price",
  },
  status: {
    public: "Public",
    hidden: "Hidden",
  },
};

export type SharedTexts = Shape<typeof en>;
