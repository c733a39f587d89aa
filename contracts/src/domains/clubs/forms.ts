import { z } from "zod";
import {
  CLUB_COUNTRIES,
  type Club,
  type ClubCountry,
  type ClubInput,
  clubImageLimits,
  clubInputSchema,
  TIME_ZONES,
} from "./schemas";

/**
 * Form rules of the club form (/add-golf-club, /golf-info). The form keeps what the user typed as text, keyed
 * exactly like `ClubInput`, so the API's issue paths ("greenFees.0.regularPriceCents") name the form's fields too.
 * Parsing turns the text into the contract's values (numbers, cents) and then applies the contract's own schema,
 * so the form accepts exactly what `POST /clubs` and `PUT /clubs/:clubId` accept.
 */

export interface CourseFormValues {
  courseId?: string;
  name: string;
}

export interface GreenFeeFormValues {
  greenFeeId?: string;
  name: string;
  /** Dollars as typed ("45" or "45.50"); the API receives integer cents. */
  regularPriceCents: string;
  additionalPriceCents: string;
}

export interface TeeUpFormValues {
  interval: string;
  firstTeeUp: string;
  lastTeeUp: string;
}

export interface ClubFormValues {
  country: ClubCountry | "";
  timeZone: string;
  city: string;
  name: string;
  holeCount: string;
  courseType: ClubInput["courseType"] | "";
  totalLengthYards: string;
  address: string;
  addressEn: string;
  phoneCode: string;
  phoneNumber: string;
  amenities: ClubInput["amenities"];
  minPlayers: string;
  caddie: ClubInput["caddie"];
  cart: ClubInput["cart"];
  notice: string;
  description: string;
  precautions: string;
  courses: CourseFormValues[];
  greenFees: GreenFeeFormValues[];
  teeUps: TeeUpFormValues[];
}

/** Text to a whole number; empty is missing ('required'), anything but plain digits is not a number. */
const wholeNumber = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** Dollars with at most two decimals to integer cents, without floating-point rounding ("0.29" is 29, not 28). */
export const dollarsToCents = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
};

/** Integer cents as the form shows them: dollars with two decimals. */
export const centsToDollars = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

const withoutEmptyId = <T extends object>(row: T, key: keyof T) => {
  const { [key]: id, ...rest } = row;
  return id ? row : rest;
};

/** What the form's text stands for in the contract's terms (before the contract's checks). */
export function formValuesToInput(values: ClubFormValues) {
  return {
    ...values,
    country: values.country || undefined,
    courseType: values.courseType || undefined,
    holeCount: wholeNumber(values.holeCount),
    totalLengthYards: wholeNumber(values.totalLengthYards),
    minPlayers: wholeNumber(values.minPlayers),
    courses: values.courses.map((course) => withoutEmptyId(course, "courseId")),
    greenFees: values.greenFees.map((fee) => ({
      ...withoutEmptyId(fee, "greenFeeId"),
      regularPriceCents: dollarsToCents(fee.regularPriceCents),
      additionalPriceCents: dollarsToCents(fee.additionalPriceCents),
    })),
    // An empty time is a missing one ('required'), not a badly written one.
    teeUps: values.teeUps.map((row) => ({
      interval: wholeNumber(row.interval),
      firstTeeUp: row.firstTeeUp.trim() || undefined,
      lastTeeUp: row.lastTeeUp.trim() || undefined,
    })),
  };
}

/** The club form's rule: the form's text, read as the contract's values, checked by the contract's schema. */
export const clubForm = z.preprocess(
  (values) => formValuesToInput(values as ClubFormValues),
  clubInputSchema,
) as unknown as z.ZodType<ClubInput, ClubFormValues>;

/** The time zone a country starts with (the only one, or the first of several). */
export const defaultTimeZone = (country: ClubCountry) => TIME_ZONES[country][0] ?? "";

export const isClubCountry = (value: string): value is ClubCountry =>
  (CLUB_COUNTRIES as readonly string[]).includes(value);

export const emptyCourse = (): CourseFormValues => ({ name: "" });
export const emptyGreenFee = (): GreenFeeFormValues => ({
  name: "",
  regularPriceCents: "",
  additionalPriceCents: "",
});
export const emptyTeeUp = (): TeeUpFormValues => ({ interval: "", firstTeeUp: "", lastTeeUp: "" });

/** A new club: one empty row of each list, caddie and cart optional, at least one player. */
export const newClubValues = (): ClubFormValues => ({
  country: "",
  timeZone: "",
  city: "",
  name: "",
  holeCount: "",
  courseType: "",
  totalLengthYards: "",
  address: "",
  addressEn: "",
  phoneCode: "",
  phoneNumber: "",
  amenities: [],
  minPlayers: "1",
  caddie: "optional",
  cart: "optional",
  notice: "",
  description: "",
  precautions: "",
  courses: [emptyCourse()],
  greenFees: [emptyGreenFee()],
  teeUps: [emptyTeeUp()],
});

/** A stored club as the form shows it. */
export const clubToFormValues = (club: Club): ClubFormValues => ({
  country: club.country,
  timeZone: club.timeZone,
  city: club.city,
  name: club.name,
  holeCount: String(club.holeCount),
  courseType: club.courseType,
  totalLengthYards: String(club.totalLengthYards),
  address: club.address,
  addressEn: club.addressEn,
  phoneCode: club.phoneCode,
  phoneNumber: club.phoneNumber,
  amenities: [...club.amenities],
  minPlayers: String(club.minPlayers),
  caddie: club.caddie,
  cart: club.cart,
  notice: club.notice,
  description: club.description,
  precautions: club.precautions,
  courses: club.courses.map((course) => ({ courseId: course.courseId, name: course.name })),
  greenFees: club.greenFees.map((fee) => ({
    greenFeeId: fee.greenFeeId,
    name: fee.name,
    regularPriceCents: centsToDollars(fee.regularPriceCents),
    additionalPriceCents: centsToDollars(fee.additionalPriceCents),
  })),
  teeUps: club.teeUps.map((row) => ({
    interval: String(row.interval),
    firstTeeUp: row.firstTeeUp,
    lastTeeUp: row.lastTeeUp,
  })),
});

/** A picture the API will take (PNG, JPEG or WebP, at most 2 MB); the server checks the bytes again. */
export function imageIssue(file: File): "image_type" | "image_too_large" | null {
  if (!(clubImageLimits.types as readonly string[]).includes(file.type)) return "image_type";
  if (file.size > clubImageLimits.maxBytes) return "image_too_large";
  return null;
}
