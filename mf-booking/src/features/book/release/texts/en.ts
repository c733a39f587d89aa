import type { Shape } from "platform/i18n/texts";

export const en = {
  release: {
    title: "Tee times for {{date}}",
    opens:
      "Tee times for {{date}} open at {{time}} ({{zone}} time). You can join the line from {{joinTime}}; at {{time}} a draw puts everyone in line in a random order.",
    serving:
      "Tee times for {{date}} are being released now, in turns. Join the line to get your turn to book.",
    turnLength: "Length of a turn",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    maxBookings: "Bookings per golfer",
    maxPlayers: "Players per golfer",
    remindLead: "Would you like a reminder? We email you when the line opens.",
    remind: "Remind me",
    reminded: "We will email {{email}} when the line opens.",
    remindFailed: "The reminder could not be set. Please try again.",
    joinLead: "Give your email to join the line. We send a 6-digit code to it.",
    join: "Join the line",
    joining: "Joining…",
    joinFailed: "You could not join the line. Please try again.",
    code: "Code from the email",
    codeSent: "We have sent a 6-digit code to {{email}}. Enter it here to take your place in line.",
    confirm: "Confirm",
    confirming: "Confirming…",
    joined: "You are in the line. The draw is at {{time}}.",
    waiting_one: "You are number {{position}} in line. {{count}} golfer is ahead of you.",
    waiting_other: "You are number {{position}} in line. {{count}} golfers are ahead of you.",
    turn: "It is your turn to book.",
    timeLeft: "Time left in your turn",
    minutesLeft_one: "{{count}} minute left in your turn",
    minutesLeft_other: "{{count}} minutes left in your turn",
    bookingsLeft: "Bookings left",
    playersLeft: "Players left",
    done: "I'm done",
    finished: "Your turn is over. Thank you.",
    missed: "Your turn has passed.",
    rejoin: "Rejoin at the end of the line",
    closed: "The release is over: {{date}} is open to everyone.",
    actionFailed: "That did not work. Please try again.",
    booked: "Your booking is confirmed.",
  },
};

export type ReleaseTexts = Shape<typeof en>;
