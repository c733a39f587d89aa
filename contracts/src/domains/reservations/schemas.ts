import { z } from "zod";
import { timeOfDayField } from "../clubs/schemas";
import { addDays, daysInRange } from "../common/dates";
import {
  clubDateField,
  cursorField,
  errorBodySchema,
  missingOrInvalid,
  nameField,
  objectIdField,
  optionalTextField,
  phoneCodeField,
  phoneNumberField,
  queryIntField,
} from "../common/fields";
import { DISCOUNT_TARGETS } from "../pricing/booking";
import { monthDatesField } from "../schedules/schemas";
import {
  guestSchema,
  paymentSchema,
  paymentStateField,
  takingsSchema,
  teeSheetPlaceSchema,
  versionField,
} from "./desk";
import { RESERVATION_STATUSES, RESERVATION_TYPES, SALE_STATES, TEE_TIME_CAPACITY } from "./rules";

/**
 * The reservations domain (spec §3 "Reservation", §5 "Reservation view", §7 stats call): tee times of a club's
 * day, the bookings on them and their status. Dates and times are club-local, money integer cents.
 */

export const RESERVATION_PAGE_SIZE = 9;

export const reservationStatusField = z.enum(RESERVATION_STATUSES, { error: missingOrInvalid });
export const reservationTypeField = z.enum(RESERVATION_TYPES, { error: missingOrInvalid });
export const playersField = z
  .int({ error: "reservation_players_invalid" })
  .min(1, { error: "reservation_players_invalid" })
  .max(TEE_TIME_CAPACITY, { error: "reservation_players_invalid" });

/** Where a booking sits: a course's tee time on a date. */
export const slotFields = {
  date: clubDateField,
  courseId: objectIdField,
  teeTime: timeOfDayField.meta({ example: "07:08" }),
};

export const reservationInputSchema = z
  .strictObject({
    ...slotFields,
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    players: playersField,
    cart: z.boolean({ error: missingOrInvalid }).default(false),
    caddie: z.boolean({ error: missingOrInvalid }).default(false),
    memo: optionalTextField(500).default(""),
    customerId: objectIdField.nullable().optional(),
  })
  .meta({ id: "ReservationInput" });
export type ReservationInput = z.input<typeof reservationInputSchema>;

/** An `Idempotency-Key` is 1–100 visible ASCII characters (a UUID, say); header names arrive in lower case. */
export const IDEMPOTENCY_KEY_MAX = 100;
export const idempotencyHeaderSchema = z.object({
  "idempotency-key": z
    .string({ error: "idempotency_key_invalid" })
    .regex(/^[\x21-\x7e]+$/, { error: "idempotency_key_invalid" })
    .max(IDEMPOTENCY_KEY_MAX, { error: "idempotency_key_invalid" })
    .optional()
    .meta({
      description:
        "Makes a retried booking safe: the same key in the same club answers the booking it first made (same " +
        "status code) instead of booking again, also when both requests arrive at once. A key sent with a " +
        "different booking answers 409 idempotency_key_reused.",
      example: "5f0c2d1e-8a7b-4c3d-9e6f-1a2b3c4d5e6f",
    }),
});

export const reservationPatchSchema = z
  .strictObject({
    name: nameField.optional(),
    phoneCode: phoneCodeField.optional(),
    phoneNumber: phoneNumberField.optional(),
    cart: z.boolean({ error: missingOrInvalid }).optional(),
    caddie: z.boolean({ error: missingOrInvalid }).optional(),
    memo: optionalTextField(500).optional(),
    status: reservationStatusField.optional(),
    /** A new party size: more players take places on the tee time atomically (refused when full); the price follows. */
    players: playersField.optional(),
    /** The version the change was decided on; given, the change is refused (409) if anyone changed it since. */
    version: versionField.optional(),
  })
  .meta({ id: "ReservationPatch" });
export type ReservationPatch = z.infer<typeof reservationPatchSchema>;

export const reservationMoveSchema = z
  .strictObject({ ...slotFields, version: versionField.optional() })
  .meta({ id: "ReservationMove" });
export type ReservationMove = z.infer<typeof reservationMoveSchema>;

export const reservationSchema = z
  .object({
    reservationId: z.string(),
    reference: z.string(),
    date: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    teeTime: z.string(),
    name: z.string(),
    phoneCode: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    players: z.int(),
    cart: z.boolean(),
    caddie: z.boolean(),
    totalPriceCents: z.int(),
    memo: z.string(),
    status: reservationStatusField,
    type: reservationTypeField,
    customerId: z.string().nullable(),
    /** The customer the booking is for, as the club's records name them now; null for a guest or one since deleted. */
    customer: z.object({ name: z.string(), tierName: z.string() }).nullable(),
    /**
     * An online booking still waiting for the golfer's confirmation holds its places until then (pending); null
     * for every other booking. A hold that expired keeps it (status cancelled).
     */
    holdExpiresAt: z.iso.datetime().nullable(),
    /** Goes up by one with every change; the desk's actions name it to be written only on what they saw. */
    version: z.int(),
    /** One place per player, the booker's first. */
    guests: z.array(guestSchema),
    /** Every payment taken, voided ones too (marked). */
    payments: z.array(paymentSchema),
    /** What the payments not voided add up to. */
    paidCents: z.int(),
    paymentState: paymentStateField,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Reservation" });
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationIdParamSchema = z.object({ clubId: objectIdField, reservationId: objectIdField });

/** The reservation list reads one window of dates: at most this many days, both ends included. */
export const RESERVATION_LIST_MAX_DAYS = 92;
/** Without `from` and `to` the window is the club's today and the days after it: today's and upcoming bookings. */
export const RESERVATION_LIST_DEFAULT_WINDOW = {
  daysBefore: 0,
  daysAfter: RESERVATION_LIST_MAX_DAYS - 1,
} as const;

/**
 * The window a list request reads: both ends as asked; one end alone with the longest window from it; neither,
 * the default window from the club's today.
 */
export function reservationListWindow(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const longest = RESERVATION_LIST_MAX_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, longest) };
  if (query.to) return { from: addDays(query.to, -longest), to: query.to };
  return {
    from: addDays(today, -RESERVATION_LIST_DEFAULT_WINDOW.daysBefore),
    to: addDays(today, RESERVATION_LIST_DEFAULT_WINDOW.daysAfter),
  };
}

export const reservationListQuerySchema = z
  .object({
    from: clubDateField.optional(),
    to: clubDateField.optional(),
    status: reservationStatusField.optional(),
    type: reservationTypeField.optional(),
    q: z.string({ error: missingOrInvalid }).trim().max(50, { error: "too_long" }).optional(),
    page: queryIntField(1, 100_000, 1),
    pageSize: queryIntField(1, 100, RESERVATION_PAGE_SIZE),
    /** Continues after the previous page's last row instead of skipping `page - 1` pages (`page` is then echoed). */
    cursor: cursorField.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "schedule_dates_invalid" });
    else if (daysInRange(query.from, query.to) > RESERVATION_LIST_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: "list_range_too_long" });
  });
/** What a client sends: every filter optional, page and page size defaulting on the server. */
export type ReservationListQuery = Partial<z.output<typeof reservationListQuerySchema>>;

/**
 * One page of the list, latest date first, then by tee time. `from` and `to` are the window read (the default one
 * when none was asked for), `total` the reservations in it (null on a page read by cursor, which is not counted
 * again: the first page's total stands), `nextCursor` where the next page starts (null: this is the last).
 */
export const reservationListSchema = z
  .object({
    list: z.array(reservationSchema),
    total: z.int().nullable(),
    page: z.int(),
    pageSize: z.int(),
    from: z.string(),
    to: z.string(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "ReservationList" });
export type ReservationList = z.infer<typeof reservationListSchema>;

export const teeSheetQuerySchema = z.object({
  date: clubDateField.optional().meta({ description: "The club's today when left out" }),
});

/** The desk's read of a day: finds a golfer by a player's name or the phone number. */
export const teeSheetDayQuerySchema = teeSheetQuerySchema.extend({
  q: z
    .string({ error: missingOrInvalid })
    .trim()
    .max(50, { error: "too_long" })
    .optional()
    .meta({ description: "Only bookings with a player's name or the phone number containing this" }),
});

export const teeTimeSchema = z
  .object({
    teeTime: z.string(),
    capacity: z.int(),
    playersBooked: z.int(),
    sale: z.enum(SALE_STATES),
    /** null when not for sale. */
    pricePerPlayerCents: z.int().nullable(),
    reservations: z.array(reservationSchema),
    /** The bookings' players, place by place, in the order of `reservations`. */
    places: z.array(teeSheetPlaceSchema),
  })
  .meta({ id: "TeeTime" });
export type TeeTime = z.infer<typeof teeTimeSchema>;

export const teeSheetSchema = z
  .object({
    date: z.string(),
    today: z.string(),
    /** false when no schedule covers any time of the date ('Please setting schedule first'). */
    scheduled: z.boolean(),
    minPlayers: z.int(),
    /** The club's calling code, what a booking's phone code starts as. */
    phoneCode: z.string(),
    /** The club's IANA time zone, in which a hold's expiry is shown. */
    timeZone: z.string(),
    courses: z.array(z.object({ courseId: z.string(), name: z.string(), teeTimes: z.array(teeTimeSchema) })),
    /** What the desk took on the date (payments not voided, by the club-local day they were taken). */
    takings: takingsSchema,
  })
  .meta({ id: "TeeSheet" });
export type TeeSheet = z.infer<typeof teeSheetSchema>;

/** The desk's customer look-up while booking: part of a name, email or mobile. */
export const bookingCustomerQuerySchema = z.object({
  q: z
    .string({ error: missingOrInvalid })
    .trim()
    .min(1, { error: "required" })
    .max(50, { error: "too_long" }),
});

/** At most this many customers answer a look-up: the desk types more rather than scrolling. */
export const BOOKING_CUSTOMERS_MAX = 8;

export const bookingCustomerSchema = z
  .object({
    customerId: z.string(),
    name: z.string(),
    /** Empty, like `mobile` masked to its last digits, for callers without Membership read. */
    email: z.string(),
    mobile: z.string(),
    /** True when the caller may not see the customer's email and mobile (they hold no Membership read). */
    contactHidden: z.boolean(),
    /** The calling code of the customer's country; empty when the customer has no country. */
    phoneCode: z.string(),
    tierName: z.string(),
    /** What the booking price function reads; null when the customer's tier is gone. */
    tier: z
      .object({ discountRatePercent: z.int(), discountTarget: z.enum(DISCOUNT_TARGETS), active: z.boolean() })
      .nullable(),
  })
  .meta({ id: "BookingCustomer" });
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;
export const bookingCustomersSchema = z.array(bookingCustomerSchema).meta({ id: "BookingCustomers" });

/** Spec §7 `GET /reservation/stats`: the displayed month's dates, comma-separated; each real, at most 42. */
export const reservationStatsQuerySchema = z.object({ clubId: objectIdField, dates: monthDatesField });

export const reservationStatsSchema = z
  .array(z.object({ date: z.string(), rate: z.number().min(0).max(1) }))
  .meta({ id: "ReservationStats", description: "Players booked ÷ places for sale per date, sorted by date" });
export type ReservationStats = z.infer<typeof reservationStatsSchema>;

/**
 * A 409 on a change of a reservation: with reservation_changed (someone changed it since the caller read its
 * version) the body carries the reservation as it is now, so the desk shows it without reading it again.
 */
export const reservationConflictSchema = errorBodySchema
  .extend({ reservation: reservationSchema.optional() })
  .meta({ id: "ReservationConflict" });
