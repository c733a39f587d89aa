import type { Shape } from "platform/i18n/texts";

export const en = {
  confirmPage: {
    titles: {
      page: "Booking confirmation",
      held: "Confirm your booking",
      confirmed: "Your booking is confirmed",
      expired: "This hold has expired",
      cancelled: "This booking was cancelled",
    },
    held: "Your places are held until {{until}}. Please confirm your booking before then; afterwards the places are released for other golfers.",
    until: "{{time}} on {{date}} ({{zone}} time)",
    confirm: "Confirm booking",
    confirming: "Confirming…",
    confirmed: "Your booking is reserved. Please quote your reference at the front desk.",
    expired: "Your hold ended at {{until}} and its places were released for other golfers.",
    cancelled: "The golf club has cancelled this booking. Please contact the club.",
    invalid: "This link is not valid. Please open the whole link from your booking mail.",
    failed: "Your booking could not be confirmed. Please try again.",
    retry: "Retry",
    club: "Golf club",
    openTitle: "Tee times still open online on {{date}}",
    placesLeft_one: "{{count}} place left",
    placesLeft_other: "{{count}} places left",
    perPlayer: "{{price}} per player",
    allTimes: "Show all open tee times",
    fewerTimes: "Show the nearest times only",
    noneOpen: "No tee time is open online that day.",
    bookAgain: "To take one of them, please book again on the club's website or app.",
  },
};

export type ConfirmTexts = Shape<typeof en>;
