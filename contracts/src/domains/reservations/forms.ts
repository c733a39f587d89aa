import { z } from "zod";
import { RELEASE_DEFAULT } from "../releases/schemas";
import { reservationInputSchema, reservationMoveSchema } from "./schemas";
import {
  type ReservationSettings,
  type ReservationSettingsInput,
  reservationSettingsInputSchema,
  STRIKE_RULE_DEFAULT,
} from "./settings";

/**
 * Form rules of the booking screens, made of the contract's own schemas (the ones the API validates with), so a
 * field refused here is refused there with the same catalogue message, shown under the field.
 */

/** The desk's booking: the API's body as is; an unchosen tee time ("") is the contract's invalid time. */
export type BookingFormValues = {
  date: string;
  courseId: string;
  teeTime: string;
  players: number;
  name: string;
  phoneCode: string;
  phoneNumber: string;
  cart: boolean;
  caddie: boolean;
  memo: string;
  customerId: string | null;
};
export const bookingForm = reservationInputSchema as unknown as z.ZodType<
  z.output<typeof reservationInputSchema>,
  BookingFormValues
>;

/** The detail's edit: the booking's own fields, as the booking form asks them (the API takes only the changed). */
const detailsSchema = reservationInputSchema.pick({
  name: true,
  phoneCode: true,
  phoneNumber: true,
  players: true,
  cart: true,
  caddie: true,
  memo: true,
});
export type DetailsFormValues = {
  name: string;
  phoneCode: string;
  phoneNumber: string;
  players: number;
  cart: boolean;
  caddie: boolean;
  memo: string;
};
export const detailsForm = detailsSchema as unknown as z.ZodType<
  z.output<typeof detailsSchema>,
  DetailsFormValues
>;

/** The detail's move: the API's body. */
export type MoveFormValues = { date: string; courseId: string; teeTime: string };
export const moveForm = reservationMoveSchema as z.ZodType<
  z.output<typeof reservationMoveSchema>,
  MoveFormValues
>;

/** Offline settings as typed: numbers and a list of times as text, weekdays as chosen, contact hours as "HH:MM". */
export type SettingsFormValues = {
  heldFirstTimes: string;
  heldTimes: string;
  heldWeekdays: number[];
  onlineDaysAhead: string;
  onlineHoldMinutes: string;
  freeCancellationHours: string;
  waitlistOfferMinutes: string;
  contactHours: { from: string; to: string };
  autoNoShow: boolean;
  noShowGraceMinutes: string;
  /** The strike rule as typed; `on` false sends none. */
  strikeRule: { on: boolean; noShows: string; withinDays: string; blockDays: string };
  /** The release rule as typed; `on` false sends none (each day opens at midnight). */
  release: {
    on: boolean;
    at: string;
    turnMinutes: string;
    atOnce: string;
    maxBookings: string;
    maxPlayers: string;
  };
};

export const settingsFormValues = (settings: ReservationSettings): SettingsFormValues => ({
  heldFirstTimes: String(settings.heldFirstTimes),
  heldTimes: settings.heldTimes.join(", "),
  heldWeekdays: settings.heldWeekdays,
  onlineDaysAhead: String(settings.onlineDaysAhead),
  onlineHoldMinutes: String(settings.onlineHoldMinutes),
  freeCancellationHours: String(settings.freeCancellationHours),
  waitlistOfferMinutes: String(settings.waitlistOfferMinutes),
  contactHours: { ...settings.contactHours },
  autoNoShow: settings.autoNoShow,
  noShowGraceMinutes: String(settings.noShowGraceMinutes),
  strikeRule: {
    on: Boolean(settings.strikeRule),
    noShows: String((settings.strikeRule ?? STRIKE_RULE_DEFAULT).noShows),
    withinDays: String((settings.strikeRule ?? STRIKE_RULE_DEFAULT).withinDays),
    blockDays: String((settings.strikeRule ?? STRIKE_RULE_DEFAULT).blockDays),
  },
  release: releaseFormValues(settings.release),
});

function releaseFormValues(rule: ReservationSettings["release"]): SettingsFormValues["release"] {
  const shown = rule ?? RELEASE_DEFAULT;
  return {
    on: Boolean(rule),
    at: shown.at,
    turnMinutes: String(shown.turnMinutes),
    atOnce: String(shown.atOnce),
    maxBookings: String(shown.maxBookings),
    maxPlayers: String(shown.maxPlayers),
  };
}

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** Typed text as the contract's values, which the contract's schema then judges as the API will. */
export const settingsForm = z.preprocess((values) => {
  const draft = values as SettingsFormValues;
  return {
    heldFirstTimes: numberOf(draft.heldFirstTimes),
    heldTimes: draft.heldTimes
      .split(/[,\s]+/)
      .map((time) => time.trim())
      .filter(Boolean),
    heldWeekdays: [...draft.heldWeekdays].sort(),
    onlineDaysAhead: numberOf(draft.onlineDaysAhead),
    onlineHoldMinutes: numberOf(draft.onlineHoldMinutes),
    freeCancellationHours: numberOf(draft.freeCancellationHours),
    waitlistOfferMinutes: numberOf(draft.waitlistOfferMinutes),
    contactHours: { from: draft.contactHours.from, to: draft.contactHours.to },
    autoNoShow: draft.autoNoShow,
    noShowGraceMinutes: numberOf(draft.noShowGraceMinutes),
    strikeRule: draft.strikeRule.on
      ? {
          noShows: numberOf(draft.strikeRule.noShows),
          withinDays: numberOf(draft.strikeRule.withinDays),
          blockDays: numberOf(draft.strikeRule.blockDays),
        }
      : null,
    release: draft.release.on
      ? {
          at: draft.release.at,
          turnMinutes: numberOf(draft.release.turnMinutes),
          atOnce: numberOf(draft.release.atOnce),
          maxBookings: numberOf(draft.release.maxBookings),
          maxPlayers: numberOf(draft.release.maxPlayers),
        }
      : null,
  };
}, reservationSettingsInputSchema) as unknown as z.ZodType<ReservationSettingsInput, SettingsFormValues>;
