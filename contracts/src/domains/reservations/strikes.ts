import { z } from "zod";
import { emailField, objectIdField, phoneCodeField, phoneNumberField } from "../common/fields";

/**
 * A golfer's strikes at a club: their no-shows within the club's strike rule's days, matched by customer record,
 * email or phone, and whether they may book online. The desk looks them up while booking and may lift a block.
 */

/** Who the desk asks about: any of a customer record, an email, a phone (code and number together). */
export const golferIdentitySchema = z
  .strictObject({
    customerId: objectIdField.optional(),
    email: emailField.optional(),
    phoneCode: phoneCodeField.optional(),
    phoneNumber: phoneNumberField.optional(),
  })
  .refine((who) => Boolean(who.customerId || who.email || (who.phoneCode && who.phoneNumber)), {
    error: "strike_identity_required",
  })
  .meta({ id: "GolferIdentity" });
export type GolferIdentity = z.infer<typeof golferIdentitySchema>;

export const golferStrikesSchema = z
  .object({
    /** The club's rule; null when it has none (nothing is counted against anyone). */
    rule: z.object({ noShows: z.int(), withinDays: z.int(), blockDays: z.int() }).nullable(),
    /** The no-shows that count, newest first. */
    strikes: z.array(
      z.object({
        reservationId: z.string(),
        reference: z.string(),
        date: z.string(),
        teeTime: z.string(),
        name: z.string(),
        noShowAt: z.iso.datetime(),
      }),
    ),
    /** Until when online booking is refused; null: not blocked. */
    blockedUntil: z.iso.datetime().nullable(),
  })
  .meta({ id: "GolferStrikes" });
export type GolferStrikes = z.infer<typeof golferStrikesSchema>;
