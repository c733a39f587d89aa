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
    golferTerms: "Cancellation and waitlist",
    freeCancellationHours: "Free cancellation until (hours before the tee time, 0–168)",
    freeCancellationHint:
      "A golfer who cancels later waits for the desk to approve (cancel pending). With 0, golfers may cancel for free until the tee time.",
    waitlistOfferMinutes: "Waitlist offer hold time (minutes, 5–30)",
    waitlistOfferHint:
      "When places open up, they are held this long for the first golfer in line; then they are offered to the next.",
    contactHours: "Waitlist contact hours (club time)",
    contactFrom: "Start time",
    contactTo: "End time",
    contactHoursHint:
      "Offers are emailed only between these times; places that open up outside them are offered when the contact hours start again.",
    noShows: "No-shows",
    autoNoShow: "Mark no-shows automatically",
    autoNoShowHint:
      "A booking none of whose players is checked in by its tee time plus the grace becomes a no-show by itself, and its places are freed. Leave it off if the desk does not check players in. The desk can undo a no-show on the play day.",
    noShowGraceMinutes: "Grace after the tee time (minutes, 0–120)",
    strikes: "Block online booking after repeated no-shows",
    strikesHint:
      "A golfer (matched by customer, email or phone) with this many no-shows within the days below may not book online for a while. They are mailed each no-show and the block; the desk sees it when booking for them and can lift it.",
    strikeNoShows: "No-shows (1–10)",
    strikeWithinDays: "Within days (1–365)",
    strikeBlockDays: "Block for days (1–365)",
    release: "Release of each new day",
    releaseOn: "Open each new day at a set time",
    releaseHint:
      "The day that enters the online booking window opens at this club time instead of midnight. Golfers join the line in the half hour before with a code mailed to them; at the set time a draw puts them in a random order, and each in turn has a few minutes to book.",
    releaseAt: "Opens at (club time)",
    releaseTurnMinutes: "Minutes per turn (1–10)",
    releaseAtOnce: "Golfers at once (1–50)",
    releaseMaxBookings: "Bookings per golfer (1–4)",
    releaseMaxPlayers: "Players per golfer (1–4)",
    save: "Save settings",
    saved: "The offline settings are saved.",
  },
  strikes: {
    count_one: "{{count}} no-show within {{days}} days (the club's rule blocks online booking at {{limit}}):",
    count_other:
      "{{count}} no-shows within {{days}} days (the club's rule blocks online booking at {{limit}}):",
    blocked: "Online booking is blocked until {{until}}.",
    lift: "Lift block",
    failed: "The block could not be lifted. Please try again.",
  },
};

export type OfflineTexts = Shape<typeof en>;
