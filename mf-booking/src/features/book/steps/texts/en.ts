import type { Shape } from "platform/i18n/texts";

export const en = {
  details: {
    title: "Your details",
    chosen: "Your tee time",
    total: "Total price",
    another: "Choose another time",
    email: "Email",
    emailHint: "We send the confirmation link to this address.",
    book: "Book",
    booking: "Booking…",
    failed: "Your booking could not be made. Please try again.",
  },
  waitlist: {
    title_one: "Waitlist for {{date}}, {{count}} player",
    title_other: "Waitlist for {{date}}, {{count}} players",
    lead: "Tell us the earliest and latest tee time you would take. When places free up in that window, the first golfer in line whose party fits is offered them by email.",
    from: "Earliest tee time",
    to: "Latest tee time",
    emailHint: "We send the link to confirm your place to this address.",
    join: "Join the waitlist",
    sent: "We have sent a link to {{email}}. Please open it to confirm your place; until then you are not in line.",
    failed: "You could not be added to the waitlist. Please try again.",
    back: "Back to tee times",
  },
  booked: {
    sent: "We have sent a confirmation link to {{email}}. Confirm within {{minutes}} minutes or the places are released.",
    until: "Your places are held until {{time}} on {{date}} ({{zone}} time).",
    again: "Book another tee time",
  },
};

export type StepTexts = Shape<typeof en>;
