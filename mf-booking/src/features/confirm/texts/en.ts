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
  terms: {
    freeUntil: "Free cancellation until {{until}}.",
    request: "Cancelling now sends a request to the club, which will confirm it.",
    requestOnceBooked:
      "Free cancellation has ended for this tee time: once booked, cancelling sends a request to the club.",
  },
  offer: {
    titles: {
      held: "A place opened up for you",
      ended: "The offer has ended",
      declined: "You declined the offer",
    },
    held: "Held for you until {{time}} ({{zone}} time). Take it to book these places, or decline it so the next golfer in line can have them.",
    take: "Take it",
    taking: "Taking…",
    decline: "Decline",
    declining: "Declining…",
    expired:
      "The offer ended at {{until}} without an answer, and its places went to the next golfer in line.",
    ended: "This offer has ended, and its places went to the next golfer in line.",
    declined: "You declined the offer; its places go to the next golfer in line.",
    declineTitle: "Decline this offer?",
    declineRule: "Its places go to the next golfer in line, and you cannot take them back.",
    declineQuestion: "Do you want to decline this offer?",
  },
  cancel: {
    open: "Cancel my booking",
    cancelling: "Cancelling…",
    title: "Cancel your booking?",
    held: "Your held places are released at once.",
    free: "Free cancellation until {{until}}: your booking is cancelled at once and its places are released.",
    request:
      "Free cancellation has ended: your cancellation request is sent to the club, which will confirm it.",
    question: "Do you want to cancel this booking?",
    failed: "Your booking could not be cancelled. Please try again.",
  },
};

export type ConfirmTexts = Shape<typeof en>;
