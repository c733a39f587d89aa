import type { Shape } from "platform/i18n/texts";

export const en = {
  book: {
    title: "Book a tee time",
    noClub: "This booking page needs a golf club. Please open the booking link on the club's website.",
    unknownClub:
      "This golf club was not found or takes no online bookings. Please check the booking link on the club's website.",
    loadFailed: "The golf club could not be loaded. Please try again.",
    picture: "Picture of {{name}}",
    precautions: "Before you play",
    search: "Choose a tee time",
    window: "Online booking is open from {{first}} to {{last}}.",
    outsideWindow: "Please choose a date from {{first}} to {{last}}.",
    party_one: "{{count}} player",
    party_other: "{{count}} players",
    timesTitle: "Tee times on {{date}}",
    timesFailed: "The tee times could not be loaded. Please try again.",
    none: "No tee times are open online on this date.",
    noRoom_one: "No tee time on this date has room for {{count}} player.",
    noRoom_other: "No tee time on this date has room for {{count}} players.",
    nextDates: "Try one of the next dates:",
    perPlayer: "{{price}} per player",
    placesLeft_one: "{{count}} place left",
    placesLeft_other: "{{count}} places left",
    bookedTitle: "Your places are held",
    waitlistOffer:
      "No tee time that suits you? Join the waitlist: when places free up, we email you an offer.",
    waitlistOpen: "Join the waitlist",
  },
};

export type BookTexts = Shape<typeof en>;
