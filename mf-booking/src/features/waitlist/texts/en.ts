import type { Shape } from "platform/i18n/texts";

export const en = {
  waitlistPage: {
    titles: {
      page: "Waitlist",
      unconfirmed: "Confirm your place on the waitlist",
      waiting: "You are on the waitlist",
      offered: "A tee time is free for you",
      booked: "You have a tee time",
      missed: "The offer has ended",
      left: "You have left the waitlist",
      ended: "The waitlist for this time has closed",
    },
    unconfirmed: "Confirm your email to join the line. Until then, you are not on the waitlist.",
    confirm: "Confirm my place",
    position: "You are number {{position}} in line.",
    waiting:
      "When places free up in your window, the first golfer in line whose party fits is offered them by email.",
    offered:
      "{{time}} · {{course}} is held for you until {{until}}. Please take or decline it from the offer's email.",
    booked: "You took the offered tee time. Your booking confirmation is in your email.",
    missed: "The offered tee time was declined or not taken in time, and went to the next golfer in line.",
    left: "You are no longer on the waitlist.",
    ended: "Your window of tee times has started, so the waitlist for it has closed.",
    leave: "Leave the waitlist",
    leaveQuestion: "Leave the waitlist? Your place in line is given up.",
    yes: "Yes, leave",
    no: "Stay",
    failed: "That did not work. Please try again.",
    invalid: "This link is not valid. Please open the whole link from your waitlist email.",
    retry: "Retry",
    club: "Golf club",
    window: "Tee times",
    windowValue: "{{from}}–{{to}}",
    anyCourse: "Any course",
  },
};

export type WaitlistTexts = Shape<typeof en>;
