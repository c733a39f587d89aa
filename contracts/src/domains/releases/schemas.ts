import { z } from "zod";
import { TIME_OF_DAY_PATTERN } from "../clubs/schemas";
import { clubDateField, emailField, missingOrInvalid, objectIdField } from "../common/fields";

/**
 * The fair release of a new booking day: a club may open the day that enters its online window at a set time of
 * its day instead of at midnight. Golfers join in the half hour before (with a code mailed to their address), are
 * put in a random order at the release (the draw, seeded and recorded) and each in turn has a short time to book.
 */

/** How long before the release golfers may join it, in minutes. */
export const RELEASE_JOIN_MINUTES = 30;
export const RELEASE_TURN_MINUTES_DEFAULT = 2;
export const RELEASE_AT_ONCE_DEFAULT = 5;
export const RELEASE_DEFAULT = {
  at: "19:00",
  turnMinutes: RELEASE_TURN_MINUTES_DEFAULT,
  atOnce: RELEASE_AT_ONCE_DEFAULT,
  maxBookings: 1,
  maxPlayers: 4,
} as const;

const ruleInt = (min: number, max: number) =>
  z.int({ error: "release_rule_invalid" }).min(min, { error: "release_rule_invalid" }).max(max, {
    error: "release_rule_invalid",
  });

/** The club's release rule; null: each day opens online at midnight of the day it enters the window (the default). */
export const releaseRuleField = z
  .strictObject(
    {
      at: z
        .string({ error: "release_rule_invalid" })
        .regex(TIME_OF_DAY_PATTERN, { error: "release_rule_invalid" })
        .meta({ description: "The club time the new day opens at, HH:MM" }),
      turnMinutes: ruleInt(1, 10).meta({
        description: "How long each golfer's turn to book lasts, in minutes",
      }),
      atOnce: ruleInt(1, 50).meta({
        description: "How many golfers in line have their turn at the same time",
      }),
      maxBookings: ruleInt(1, 4).meta({ description: "Bookings one golfer may make on a released day" }),
      maxPlayers: ruleInt(1, 4).meta({ description: "Players in all one golfer may book on a released day" }),
    },
    { error: "release_rule_invalid" },
  )
  .nullable()
  .meta({
    description:
      "When each new booking day opens online and how its line is served; null: at midnight, first come",
    example: RELEASE_DEFAULT,
  });
export type ReleaseRule = NonNullable<z.infer<typeof releaseRuleField>>;

/** A release of a club as its booking page shows it: the next one, or one whose line is being served. */
export const publicReleaseSchema = z
  .object({
    /** The play day that opens. */
    date: z.string(),
    opensAt: z.iso.datetime(),
    /** From when golfers may join (30 minutes before). */
    joinFrom: z.iso.datetime(),
    /** Whether its line is being served now (the day is open, in turns, to those in line; others join its end). */
    serving: z.boolean(),
    turnMinutes: z.int(),
    maxBookings: z.int(),
    maxPlayers: z.int(),
  })
  .meta({ id: "PublicRelease" });
export type PublicRelease = z.infer<typeof publicReleaseSchema>;

/**
 * The cost a client pays to join: a small proof of work (ALTCHA, SHA-256), solved by the page in the background
 * while the golfer types, signed by the server and spent once.
 */
export const releaseChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.int(),
      keyLength: z.int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.int().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: "ReleaseChallenge" });
export type ReleaseChallenge = z.infer<typeof releaseChallengeSchema>;

const proofSchema = z.strictObject(
  {
    challenge: releaseChallengeSchema,
    solution: z.object({ counter: z.int().min(0), derivedKey: z.string().max(200) }),
  },
  { error: "release_proof_invalid" },
);

export const releaseJoinInputSchema = z
  .strictObject({ date: clubDateField, email: emailField, proof: proofSchema })
  .meta({ id: "ReleaseJoinInput" });
export type ReleaseJoinInput = z.infer<typeof releaseJoinInputSchema>;

export const releaseJoinAnswerSchema = z
  .object({ entryId: z.string(), codeExpiresAt: z.iso.datetime() })
  .meta({ id: "ReleaseJoinAnswer" });
export type ReleaseJoinAnswer = z.infer<typeof releaseJoinAnswerSchema>;

export const releaseCodeField = z
  .string({ error: missingOrInvalid })
  .min(1, { error: "required", abort: true })
  .regex(/^\d{6}$/, { error: "release_code_invalid" });

export const releaseVerifyInputSchema = z
  .strictObject({ entryId: objectIdField, code: releaseCodeField })
  .meta({ id: "ReleaseVerifyInput" });
export type ReleaseVerifyInput = z.infer<typeof releaseVerifyInputSchema>;

export const releaseReminderInputSchema = z
  .strictObject({ date: clubDateField, email: emailField })
  .meta({ id: "ReleaseReminderInput" });
export type ReleaseReminderInput = z.infer<typeof releaseReminderInputSchema>;

/** The golfer's entry token (answered once by the verification): URL-safe base64, in a query or a body, never a path. */
export const releaseTokenField = z
  .string({ error: missingOrInvalid })
  .min(1, { error: "required", abort: true })
  .regex(/^[A-Za-z0-9_-]{16,200}$/, { error: "invalid_value" });
export const releaseTokenQuerySchema = z.object({ token: releaseTokenField });
export const releaseTokenBodySchema = z
  .strictObject({ token: releaseTokenField })
  .meta({ id: "ReleaseToken" });

/**
 * Where a golfer's entry stands: `joined` (verified, before the draw), `waiting` (in line), `turn` (may book until
 * `turnEndsAt`), `done` (booked what they could, or said they were done), `missed` (their turn passed: they may
 * rejoin at the end of the line), `closed` (the release is over: the day is open to everyone).
 */
export const RELEASE_ENTRY_STATES = ["joined", "waiting", "turn", "done", "missed", "closed"] as const;
export type ReleaseEntryState = (typeof RELEASE_ENTRY_STATES)[number];

export const releaseEntrySchema = z
  .object({
    entryId: z.string(),
    clubId: z.string(),
    date: z.string(),
    opensAt: z.iso.datetime(),
    state: z.enum(RELEASE_ENTRY_STATES),
    /** The golfer's number in line (from the draw, or from joining after it); null before the draw. */
    position: z.int().nullable(),
    /** How many are before the golfer in line, still waiting for their turn; null unless waiting. */
    ahead: z.int().nullable(),
    /** Golfers in line in all. */
    lineLength: z.int(),
    turnEndsAt: z.iso.datetime().nullable(),
    turnMinutes: z.int(),
    bookingsLeft: z.int(),
    playersLeft: z.int(),
  })
  .meta({ id: "ReleaseEntry" });
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;

/** The answer to a verification: the entry and the token that names it from then on (kept by the page). */
export const releaseVerifiedSchema = z
  .object({ token: z.string(), entry: releaseEntrySchema })
  .meta({ id: "ReleaseVerified" });
export type ReleaseVerified = z.infer<typeof releaseVerifiedSchema>;
