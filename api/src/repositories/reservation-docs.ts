import type { PaymentMethod } from "contracts/domains/reservations/payments";
import type { ReservationStatus, ReservationType } from "contracts/domains/reservations/rules";
import type { MessageLanguage } from "contracts/errors/messages";
import type { ObjectId } from "mongodb";

/** The documents of reservations and of the places taken per tee time, and how the list searches them. */

/** What the reservation list filters by: a window of dates, and optionally more. */
export interface ReservationSearch {
  /** Club-local dates, both ends included (the list service decides the window: `reservationListWindow`). */
  from: string;
  to: string;
  /** Left out: every status but `deleted` (deleted reservations are kept but only listed when asked for by name). */
  status?: ReservationStatus;
  type?: ReservationType;
  /** Part of the name, phone number, reference (also without its dashes, any case) or memo. */
  q?: string;
}

/** Where a page of the list continues: after this row in the list's order. */
export interface ReservationListKey {
  date: string;
  teeTime: string;
  id: ObjectId;
}

/**
 * What a search for part of a reference also matches: the letters typed in any case, with or without the group
 * dashes ("k7qm mx" finds "K7QM-MX…").
 */
export function referenceSearch(q: string): RegExp | null {
  if (!/^[A-Za-z0-9 -]+$/.test(q)) return null;
  const compact = q.replace(/[ -]/g, "").toUpperCase();
  return compact.length >= 4 ? new RegExp(compact.split("").join("-?")) : null;
}

/** Where a booking sits: a course's tee time on a club-local date ("YYYY-MM-DD", "HH:MM"). */
export interface SlotKey {
  clubId: ObjectId;
  date: string;
  courseId: ObjectId;
  teeTime: string;
}

/**
 * The places taken on one tee time. `players` only changes through conditional `$inc`s that keep it within
 * 0–capacity, so two API instances booking the same time at once can never sell it twice.
 */
export interface TeeTimeDoc extends SlotKey {
  _id: ObjectId;
  players: number;
}

/** A player's place as the desk named it and checked it in; places never written are the defaults (`guestsOf`). */
export interface GuestDoc {
  name: string | null;
  checkedInAt: Date | null;
}

/** A payment the desk took; voiding keeps it, marked. `day` is the club-local date it was taken (its takings). */
export interface PaymentDoc {
  _id: ObjectId;
  amountCents: number;
  method: PaymentMethod;
  day: string;
  at: Date;
  by: string;
  voidedAt: Date | null;
  voidedBy: string | null;
}

export interface ReservationDoc extends SlotKey {
  _id: ObjectId;
  /** Short code a golfer quotes on the phone or at the desk. */
  reference: string;
  name: string;
  phoneCode: string;
  phoneNumber: string;
  email: string | null;
  players: number;
  cart: boolean;
  caddie: boolean;
  totalPriceCents: number;
  memo: string;
  status: ReservationStatus;
  type: ReservationType;
  customerId: ObjectId | null;
  /**
   * An online booking holds its places `pending` until then; the golfer confirms it with the mailed token before
   * (→ `reserved`, null), or it expires (→ `cancelled`, kept, so the confirmation page can say it expired). Null
   * or absent: no hold (offline bookings, and online bookings made before holds existed).
   */
  holdExpiresAt?: Date | null;
  /** SHA-256 of the confirmation token mailed to the golfer (`lib/tokens.ts`); the token itself is never stored. */
  confirmTokenDigest?: string;
  /**
   * The `Idempotency-Key` the booking was made with, unique in its club, and a digest of what was asked, so a
   * retry finds the first booking and a key reused for another booking is told apart. Absent without a key.
   */
  idempotencyKey?: string;
  idempotencyRequest?: string;
  /**
   * Goes up by one with every change of the booking, so a change decided on what the desk saw is written only if
   * nobody changed it since. Absent on bookings made before versions existed: read as 0 (`versionFilter`).
   */
  version?: number;
  /**
   * The golfer's own request to cancel, made from their mailed link too late for a free cancellation (the booking
   * is then cancel pending): when, and the language they asked in, so the club's answer is mailed in it. Absent on
   * a booking the golfer never asked to cancel that way.
   */
  cancelRequest?: { at: Date; language: MessageLanguage };
  /** The language a golfer booked online in: their mails about the booking later (a strike) are in it. */
  language?: MessageLanguage;
  /** When the booking became a no-show (by the desk or automatically): a strike from then, under the club's rule. */
  noShowAt?: Date;
  /** When the desk lifted the golfer's block: this no-show no longer counts as a strike. */
  strikeLiftedAt?: Date;
  /** One per place, the booker's first; absent until the desk names or checks in a player. */
  guests?: GuestDoc[];
  payments?: PaymentDoc[];
  createdAt: Date;
  updatedAt: Date;
}

/** A booking's version; a booking from before versions is at 0. */
export const versionOf = (doc: Pick<ReservationDoc, "version">) => doc.version ?? 0;

/** What a conditional write matches for a version: 0 also matches a booking that has none yet. */
export const versionFilter = (version: number): number | { $in: number[] } =>
  // null also matches a missing field.
  version === 0 ? { $in: [0, null as unknown as number] } : version;
