import { z } from "zod";
import { COUNTRY_CODES, type CountryCode } from "../common/countries";
import {
  missingOrInvalid,
  objectIdField,
  optionalTextField,
  phoneCodeField,
  phoneNumberField,
  textField,
} from "../common/fields";

/**
 * The clubs domain (spec §3 "Golf club", §5 "Golf club"): a club with its courses, green fees and tee-up settings.
 * Dates and times of a club are its local calendar dates and wall-clock times, kept as strings ("2026-12-05",
 * "07:30") and never converted through UTC; money is integer cents.
 */

/** How a club-scoped call names its club when the path does not. */
export const clubIdQuerySchema = z.object({ clubId: objectIdField });
export const clubIdParamSchema = z.object({ clubId: objectIdField });

/** Spec §7 `GET /club`: the selected club's name, as the top bar shows it. */
export const clubNameSchema = z.object({ clubname: z.string() }).meta({ id: "ClubName" });
export type ClubName = z.infer<typeof clubNameSchema>;

/** The spec's four countries (the same as a customer's). */
export const CLUB_COUNTRIES = COUNTRY_CODES;
export type ClubCountry = CountryCode;

/** IANA time zones a club may use, per country; the first is the default. */
export const TIME_ZONES: Record<ClubCountry, readonly string[]> = {
  KR: ["Asia/Seoul"],
  VN: ["Asia/Ho_Chi_Minh"],
  PH: ["Asia/Manila"],
  US: [
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Phoenix",
    "America/Los_Angeles",
    "America/Anchorage",
    "Pacific/Honolulu",
  ],
};

export const COURSE_TYPES = ["public", "private", "semiPrivate", "resort"] as const;
export const AMENITIES = [
  "drivingRange",
  "puttingGreen",
  "proShop",
  "restaurant",
  "lockerRoom",
  "sauna",
  "lodging",
  "clubRental",
] as const;
/** Caddie and cart: none, optional (the golfer chooses) or required. */
export const SERVICE_LEVELS = ["none", "optional", "required"] as const;

export const CLUB_LIMITS = {
  courses: { min: 1, max: 6 },
  greenFees: { min: 1, max: 10 },
  /** spec §9: at most 3 tee-up rows. */
  teeUps: { min: 1, max: 3 },
  minPlayers: { min: 1, max: 4 },
  interval: { min: 5, max: 60 },
  holeCount: { min: 1, max: 72 },
  totalLengthYards: { min: 100, max: 20_000 },
  /** $100,000.00 */
  priceCents: { max: 10_000_000 },
} as const;

const enumField = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOrInvalid });

const intField = (min: number, max: number) =>
  z
    .int({ error: missingOrInvalid })
    .min(min, { error: "invalid_value" })
    .max(max, { error: "invalid_value" });

/** "HH:MM" from 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time of the club, "HH:MM" from 00:00 to 23:59. */
export const timeOfDayField = z
  .string({ error: missingOrInvalid })
  .regex(TIME_OF_DAY_PATTERN, { error: "tee_up_time_invalid" });

/** Money in integer cents, as every amount of the product is stored. */
export const centsField = intField(0, CLUB_LIMITS.priceCents.max);

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const courseInputSchema = z.strictObject({
  courseId: objectIdField.optional(),
  name: z
    .string({ error: "course_required" })
    .trim()
    .min(1, { error: "course_required" })
    .max(40, { error: "too_long" }),
});

/** A green fee's price: missing, it asks for the fee information in the spec's words (§5), not a bare "required". */
const feePriceField = z
  .int({
    error: (issue) => (issue.input === undefined || issue.input === null ? "fee_required" : "invalid_value"),
  })
  .min(0, { error: "invalid_value" })
  .max(CLUB_LIMITS.priceCents.max, { error: "invalid_value" });

export const greenFeeInputSchema = z.strictObject({
  greenFeeId: objectIdField.optional(),
  name: textField(40),
  /** Per player, in cents. */
  regularPriceCents: feePriceField,
  /** Per player, in cents (e.g. a weekend or holiday surcharge). */
  additionalPriceCents: feePriceField,
});

export const teeUpInputSchema = z
  .strictObject({
    /** Minutes between two tee-up times. */
    interval: intField(CLUB_LIMITS.interval.min, CLUB_LIMITS.interval.max),
    firstTeeUp: timeOfDayField,
    lastTeeUp: timeOfDayField,
  })
  .refine((row) => minutesOf(row.firstTeeUp) < minutesOf(row.lastTeeUp), {
    error: "tee_up_time_invalid",
    path: ["lastTeeUp"],
  });

/** Tee-up rows of one day must not overlap: each starts after the previous one's last tee-up time. */
export function overlappingTeeUp(rows: readonly { firstTeeUp: string; lastTeeUp: string }[]): number | null {
  const sorted = rows
    .map((row, index) => ({ index, first: minutesOf(row.firstTeeUp), last: minutesOf(row.lastTeeUp) }))
    .sort((a, b) => a.first - b.first);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.first <= previous.last) return current.index;
  }
  return null;
}

export const clubInputSchema = z
  .strictObject({
    country: enumField(CLUB_COUNTRIES),
    timeZone: z.string({ error: missingOrInvalid }),
    city: textField(60),
    name: textField(60),
    holeCount: intField(CLUB_LIMITS.holeCount.min, CLUB_LIMITS.holeCount.max),
    courseType: enumField(COURSE_TYPES),
    totalLengthYards: intField(CLUB_LIMITS.totalLengthYards.min, CLUB_LIMITS.totalLengthYards.max),
    address: textField(200),
    addressEn: textField(200),
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    amenities: z
      .array(enumField(AMENITIES), { error: missingOrInvalid })
      .max(AMENITIES.length, { error: "invalid_value" }),
    minPlayers: intField(CLUB_LIMITS.minPlayers.min, CLUB_LIMITS.minPlayers.max),
    caddie: enumField(SERVICE_LEVELS),
    cart: enumField(SERVICE_LEVELS),
    notice: optionalTextField(2000),
    description: optionalTextField(2000),
    precautions: optionalTextField(2000),
    courses: z
      .array(courseInputSchema, { error: "course_required" })
      .min(CLUB_LIMITS.courses.min, { error: "course_required" })
      .max(CLUB_LIMITS.courses.max, { error: "too_long" }),
    greenFees: z
      .array(greenFeeInputSchema, { error: "fee_required" })
      .min(CLUB_LIMITS.greenFees.min, { error: "fee_required" })
      .max(CLUB_LIMITS.greenFees.max, { error: "too_long" }),
    teeUps: z
      .array(teeUpInputSchema, { error: "tee_up_time_invalid" })
      .min(CLUB_LIMITS.teeUps.min, { error: "tee_up_time_invalid" })
      .max(CLUB_LIMITS.teeUps.max, { error: "tee_up_limit" }),
  })
  .superRefine((club, context) => {
    if (!TIME_ZONES[club.country].includes(club.timeZone)) {
      context.addIssue({ code: "custom", path: ["timeZone"], message: "invalid_value" });
    }
    const overlap = overlappingTeeUp(club.teeUps);
    if (overlap !== null) {
      context.addIssue({
        code: "custom",
        path: ["teeUps", overlap, "firstTeeUp"],
        message: "tee_up_time_invalid",
      });
    }
  })
  .meta({ id: "ClubInput" });
export type ClubInput = z.infer<typeof clubInputSchema>;

export const clubSchema = z
  .object({
    clubId: z.string(),
    country: z.enum(CLUB_COUNTRIES),
    timeZone: z.string(),
    city: z.string(),
    name: z.string(),
    holeCount: z.int(),
    courseType: z.enum(COURSE_TYPES),
    totalLengthYards: z.int(),
    address: z.string(),
    addressEn: z.string(),
    phoneCode: z.string(),
    phoneNumber: z.string(),
    amenities: z.array(z.enum(AMENITIES)),
    minPlayers: z.int(),
    caddie: z.enum(SERVICE_LEVELS),
    cart: z.enum(SERVICE_LEVELS),
    notice: z.string(),
    description: z.string(),
    precautions: z.string(),
    courses: z.array(z.object({ courseId: z.string(), name: z.string() })),
    greenFees: z.array(
      z.object({
        greenFeeId: z.string(),
        name: z.string(),
        regularPriceCents: z.int(),
        additionalPriceCents: z.int(),
      }),
    ),
    teeUps: z.array(z.object({ interval: z.int(), firstTeeUp: z.string(), lastTeeUp: z.string() })),
    /** URL of the club's picture (`GET /clubs/:clubId/image`), or null for the placeholder. */
    clubImage: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Club" });
export type Club = z.infer<typeof clubSchema>;

/** Spec §3 "Club list item", as `/home` shows each card. */
export const clubListItemSchema = z
  .object({
    clubId: z.string(),
    clubImage: z.string().nullable(),
    clubName: z.string(),
    clubCity: z.string(),
    clubCountry: z.enum(CLUB_COUNTRIES),
    /** "owner", "admin", or the name of the employee's role in that club ("" until roles exist). */
    userRole: z.string(),
  })
  .meta({ id: "ClubListItem" });
export type ClubListItem = z.infer<typeof clubListItemSchema>;

/** At most this many clubs answer an administrator's list (who narrows it with `q`); others list all of theirs. */
export const CLUB_LIST_MAX = 100;

export const clubListQuerySchema = z.object({
  /** Part of the club's name, any case. */
  q: optionalTextField(50).optional(),
});
export type ClubListQuery = z.infer<typeof clubListQuerySchema>;

/** `more`: an administrator's list stopped at `CLUB_LIST_MAX` clubs and more match (narrow it with `q`). */
export const clubListSchema = z
  .object({ list: z.array(clubListItemSchema), more: z.boolean() })
  .meta({ id: "ClubList" });
export type ClubList = z.infer<typeof clubListSchema>;

export const clubCreatedSchema = z.object({ clubId: z.string() }).meta({ id: "ClubCreated" });
export type ClubCreated = z.infer<typeof clubCreatedSchema>;

/** Club pictures: PNG, JPEG or WebP, checked by content, at most 2 MB. */
export const clubImageLimits = {
  maxBytes: 2 * 1024 * 1024,
  types: ["image/png", "image/jpeg", "image/webp"],
} as const;

/** The picture of `PUT /clubs/:clubId/image`; the server checks its content again, this checks what it claims. */
export const clubImageField = z
  .custom<File>((value) => typeof File !== "undefined" && value instanceof File, { error: "required" })
  .refine((file) => file.size > 0, { error: "required" })
  .refine((file) => file.size <= clubImageLimits.maxBytes, { error: "image_too_large" })
  .refine((file) => (clubImageLimits.types as readonly string[]).includes(file.type), {
    error: "image_type",
  });

/** `GET /clubs/:clubId/image?v=`: the version a `clubImage` URL carries, so a new picture gets a new URL. */
export const clubImageQuerySchema = z.object({ v: z.string().max(64).optional() });
