import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    offlineReservation: "Offline reservation",
  },
  settings: {
    title: "Offline settings",
    lead: "Tee times kept for the desk and the phone are never sold online. Golfers may book online only within the days ahead set here; an online booking holds its places for the hold time until the golfer confirms it from the mailed link.",
    heldFirstTimes: "First tee times of each day held for offline sale",
    heldTimes: "Also hold these tee times (HH:MM, comma-separated)",
    heldWeekdays: "On these days of the week",
    onlineDaysAhead: "Online booking opens this many days ahead",
    onlineHoldMinutes: "Online hold time (minutes, 5–60)",
    save: "Save settings",
    saved: "The offline settings are saved.",
  },
};

export type OfflineTexts = Shape<typeof en>;
