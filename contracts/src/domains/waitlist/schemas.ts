import { z } from "zod";
import { timeOfDayField } from "../clubs/schemas";
import {
  clubDateField,
  emailField,
  nameField,
  objectIdField,
  phoneCodeField,
  phoneNumberField,
} from "../common/fields";
import { confirmTokenField } from "../reservations/online-booking";
import { playersField } from "../reservations/schemas";
import { WAITLIST_STATES } from "./states";

/**
 * The waitlist: a party waiting for places on a day already open for booking, between two tee times and
 * optionally on one course. When places free up inside an entry's window, the first entry in line whose party fits
 * is offered them: the places are held for the club's offer time and the golfer takes or declines the offer from the
 * mailed link (the offer is an online hold, confirmed or cancelled like any other). A desk entry without an email
 * goes on the desk's call list instead.
 */

/** Active entries one email may have per club and play day. */
export const WAITLIST_ENTRIES_PER_EMAIL = 3;

export { ACTIVE_WAITLIST_STATES, WAITLIST_STATES, type WaitlistState } from "./states";

const windowFields = {
  date: clubDateField,
  /** The earliest tee time the party would take. */
  from: timeOfDayField.meta({ example: "07:00" }),
  /** The latest tee time the party would take (inclusive). */
  to: timeOfDayField.meta({ example: "09:00" }),
  /** One course only; absent or null: any course. */
  courseId: objectIdField.nullable().optional(),
  players: playersField,
};

const windowInOrder = (entry: { from: string; to: string }) => entry.from <= entry.to;

export const waitlistJoinSchema = z
  .strictObject({
    ...windowFields,
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    email: emailField,
  })
  .refine(windowInOrder, { error: "waitlist_window_invalid", path: ["to"] })
  .meta({ id: "WaitlistJoin" });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** What the golfer types on the booking page's waitlist form (the day and party come from the search). */
export const waitlistJoinFormSchema = z
  .strictObject({
    from: windowFields.from,
    to: windowFields.to,
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    email: emailField,
  })
  .refine(windowInOrder, { error: "waitlist_window_invalid", path: ["to"] });

/** The desk's entry for a phone caller: the email is optional (without one, an offer goes on the call list). */
export const deskWaitlistJoinSchema = z
  .strictObject({
    ...windowFields,
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    email: emailField.nullable().optional(),
  })
  .refine(windowInOrder, { error: "waitlist_window_invalid", path: ["to"] })
  .meta({ id: "DeskWaitlistJoin" });
export type DeskWaitlistJoin = z.infer<typeof deskWaitlistJoinSchema>;

/**
 * What the desk types for a phone caller: the course and the email may stay empty (any course; an offer goes on the
 * call list), and the day is the sheet's.
 */
export const deskWaitlistJoinFormSchema = z
  .strictObject({
    ...windowFields,
    courseId: z
      .string()
      .transform((id) => id || null)
      .pipe(objectIdField.nullable()),
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    email: z
      .string()
      .transform((email) => (email.trim() === "" ? null : email))
      .pipe(emailField.nullable()),
  })
  .refine(windowInOrder, { error: "waitlist_window_invalid", path: ["to"] });

export const waitlistTokenSchema = z.strictObject({ token: confirmTokenField }).meta({ id: "WaitlistToken" });
export const waitlistTokenQuerySchema = z.object({ token: confirmTokenField });

const offerSchema = z.object({
  reservationId: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  teeTime: z.string(),
  /** Until when the places are held for the party. */
  expiresAt: z.iso.datetime(),
});

/** An entry as its golfer sees it through the mailed link. */
export const waitlistEntrySchema = z
  .object({
    state: z.enum(WAITLIST_STATES),
    clubName: z.string(),
    timeZone: z.string(),
    date: z.string(),
    from: z.string(),
    to: z.string(),
    courseName: z.string().nullable(),
    players: z.int(),
    /** 1 for the first in line; null when not in line. */
    position: z.int().nullable(),
    offer: offerSchema.nullable(),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** An entry as the desk sees it: who, how to reach them, where in line. */
export const deskWaitlistEntrySchema = z
  .object({
    entryId: z.string(),
    state: z.enum(WAITLIST_STATES),
    source: z.enum(["online", "desk"]),
    name: z.string(),
    phoneCode: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    date: z.string(),
    from: z.string(),
    to: z.string(),
    courseId: z.string().nullable(),
    players: z.int(),
    position: z.int().nullable(),
    offer: offerSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "DeskWaitlistEntry" });
export type DeskWaitlistEntry = z.infer<typeof deskWaitlistEntrySchema>;

export const deskWaitlistSchema = z
  .object({ date: z.string(), entries: z.array(deskWaitlistEntrySchema) })
  .meta({ id: "DeskWaitlist" });
export type DeskWaitlist = z.infer<typeof deskWaitlistSchema>;

export const deskWaitlistQuerySchema = z.object({ date: clubDateField });
export const waitlistEntryParamSchema = z.object({ clubId: objectIdField, entryId: objectIdField });

/** The desk offers a waiting entry a tee time by hand. */
export const waitlistOfferInputSchema = z
  .strictObject({
    courseId: objectIdField,
    teeTime: timeOfDayField,
  })
  .meta({ id: "WaitlistOfferInput" });
export type WaitlistOfferInput = z.infer<typeof waitlistOfferInputSchema>;
