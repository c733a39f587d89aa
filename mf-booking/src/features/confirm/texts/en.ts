import type { Shape } from "platform/i18n/texts";

export const en = {
  confirmPage: {
    titles: {
      page: "Booking confirmation",
      held: "Confirm your booking",
      confirmed: "Your booking is confirmed",
      expired: "This hold has expired",
      cancelled: "This booking was cancelled",
      cancelPending: "Cancellation requested",
    },
    held: "Your places are held until {{until}}. Please confirm your booking before then; afterwards the places are released for other golfers.",
    until: "{{time}} on {{date}} ({{zone}} time)",
    confirm: "Confirm booking",
    confirming: "Confirming…",
    confirmed: "Your booking is reserved. Please quote your reference at the front desk.",
    expired: "Your hold ended at {{until}} and its places were released for other golfers.",
    cancelled: "The golf club has cancelled this booking. Please contact the club.",
    cancelledByYou: "Your booking is cancelled and its places were released for other golfers.",
    cancelPending: "Your cancellation request was sent to the club; the club will confirm it.",
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
  cancel: {
    open: "Cancel my booking",
    cancelling: "Cancelling…",
    title: "Cancel your booking?",
    rule: "Until the club's free-cancellation time before your tee time, your booking is cancelled at once. Later, your cancellation request is sent to the club, which will confirm it.",
    question: "Do you want to cancel this booking?",
    failed: "Your booking could not be cancelled. Please try again.",
  },
};

export type ConfirmTexts = Shape<typeof en>;
