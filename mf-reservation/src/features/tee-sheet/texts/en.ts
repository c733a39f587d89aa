import {
  paymentMethodLabels,
  paymentStateLabels,
  reservationStatusLabels,
} from "contracts/domains/reservations/labels";
import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    reservationTable: "Reservation timetable",
  },
  /** The other view of the same bookings. */
  toList: "Reservations",
  players_one: "{{count}} player",
  players_other: "{{count}} players",
  grid: {
    /** A tee time sold online (spec §5: blue and bold). */
    available: "Available",
    /** A player of a booking not named yet, by their place on it (the booker is place 1). */
    guest: "Guest {{place}}",
    checkedIn: "Checked in",
    /** The tee time the club's clock is at. */
    now: "Now",
    place: "{{time}} · {{course}} · place {{place}}",
  },
  paymentStates: paymentStateLabels.en,
  methods: paymentMethodLabels.en,
  playerStatuses: { noshow: reservationStatusLabels.en.noshow },
  search: {
    label: "Find a golfer",
    placeholder: "Name or phone",
    none: "No booking on this day matches “{{q}}”.",
  },
  takings: {
    title: "Takings",
    total: "Total",
  },
  desk: {
    title: "{{time}} · {{course}} · {{name}}",
    checkIn: "Check in",
    undoCheckIn: "Undo check-in",
    checkInParty: "Check in the whole party",
    undoParty: "Undo the party's check-in",
    takePayment: "Take payment",
    noShow: "Mark as no-show",
    namePlayers: "Name the players",
    party: "Players, cart and caddie",
    detail: "Reservation detail",
    close: "Close",
    cancel: "Cancel",
    save: "Save",
    amount: "Amount",
    method: "Payment method",
    leftToPay: "Left to pay: {{amount}}",
    payments: "Payments",
    voidPayment: "Void",
    voided: "Voided",
    confirmNoShow: "Mark {{name}} as a no-show? The places become free for others.",
    confirmCancel:
      "Cancel the reservation of {{name}} at {{time}}? Its places become free for others, and the golfer is emailed if they gave an address.",
    confirmCancelPending:
      "Mark the reservation of {{name}} at {{time}} as cancel pending? Its places stay taken until the cancellation is confirmed.",
    yes: "Yes",
    no: "No",
    move: "Move to…",
    moved: "{{name}} moved to {{time}} · {{course}}.",
    chooseTime: "Choose a tee time",
    moveHint: "Only tee times for sale with room for the party are offered.",
    noTimes: "No tee time on this date has room for the party.",
    player: "Player {{place}}",
    failed: "The change could not be saved. Please try again.",
  },
};

export type TeeSheetTexts = Shape<typeof en>;
