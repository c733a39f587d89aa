import { z } from "zod";
import { DATE_FORMAT, isCalendarDate, isRealDate } from "./dates";

/** Field building blocks; each check carries an issue code from `contracts/errors/codes`. */

/** A missing (or null) value is 'required'; one of another type is 'invalid_value'. */
export const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "required" : "invalid_value";

/** Spec §5: email required, at most 30 characters, 'Invalid email address'. */
export const emailField = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(30, { error: "email_invalid", abort: true })
  .email({ error: "email_invalid" })
  .meta({ example: "owner@example.com" });

export const passwordField = z
  .string({ error: missingOrInvalid })
  .min(8, { error: "password_min" })
  .max(128, { error: "too_long" });

export const nameField = z.string({ error: missingOrInvalid }).trim().min(1, { error: "required" }).max(50, {
  error: "too_long",
});

export const textField = (max: number) =>
  z.string({ error: missingOrInvalid }).trim().min(1, { error: "required" }).max(max, { error: "too_long" });

export const optionalTextField = (max: number) =>
  z.string({ error: missingOrInvalid }).trim().max(max, { error: "too_long" });

/** A telephone number without its country code: 4 to 15 digits. */
export const phoneNumberField = z
  .string({ error: missingOrInvalid })
  .regex(/^\d*$/, { error: "digits_only" })
  .min(1, { error: "required", abort: true })
  .min(4, { error: "phone_too_short" })
  .max(15, { error: "too_long" });

/** Country calling code such as "82" or "+82". */
export const phoneCodeField = z
  .string({ error: missingOrInvalid })
  .min(1, { error: "required", abort: true })
  .regex(/^\+?\d{1,4}$/, { error: "invalid_value" });

/**
 * A whole number from a query string. Only plain decimal digits count: `Number()` alone would also take " 1",
 * "0x10" and "1e2".
 */
export const queryIntField = (min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (value) => (typeof value === "string" && !/^\d{1,15}$/.test(value) ? Number.NaN : value),
      z.coerce
        .number({ error: "invalid_value" })
        .int({ error: "invalid_value" })
        .min(min, { error: "invalid_value" })
        .max(max, { error: "invalid_value" }),
    )
    .default(fallback);

export const objectIdField = z
  .string({ error: missingOrInvalid })
  .regex(/^[0-9a-fA-F]{24}$/, { error: "invalid_value" });

/**
 * A date field, "YYYY-MM-DD": one builder, one test of the format and of the date's existence (`dayNumber` in
 * dates.ts), a parameter for the message. Two variants rather than one field, because API callers see them differ
 * and rely on it (their messages, the years they take, how the OpenAPI document describes them):
 * - `clubDateField`, a day of the club's calendar (schedules, reservations, reports): the years 1900–2999, the
 *   message `schedule_date_invalid`, and an example in the OpenAPI document;
 * - `customerDateField`, a customer's own dates (registration, tier valid-until, birth): a birth date is no day the
 *   club schedules, so any year; the message `date_invalid`, which names the format, and the format as the
 *   document's `pattern`.
 */
const dateField = (invalid: "schedule_date_invalid" | "date_invalid", exists: (date: string) => boolean) =>
  z.string({ error: missingOrInvalid }).refine(exists, { error: invalid });

/** A real date of the club's calendar, "YYYY-MM-DD". */
export const clubDateField = dateField("schedule_date_invalid", isRealDate).meta({ example: "2026-12-05" });

/** A customer's date, "YYYY-MM-DD" that exists, any year. */
export const customerDateField = dateField("date_invalid", isCalendarDate).meta({
  pattern: DATE_FORMAT.source,
});

/** The path parameters of a club's collection, `/clubs/{clubId}/…`. */
export const clubParamsSchema = z.object({ clubId: objectIdField });

/** The answer of a deletion. */
export const deletedSchema = z.object({ deleted: z.literal(true) });

/**
 * Where a list continues: the `nextCursor` of the previous page, passed back as it was (its content is the API's
 * business). A malformed or tampered one answers `cursor_invalid`.
 */
export const cursorField = z
  .string({ error: missingOrInvalid })
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: "cursor_invalid" })
  .meta({ description: "The previous page's nextCursor" });

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
    /** Figures the message names, e.g. `count` of the bookings in the way. */
    details: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every success body is `{ result }`. */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });
