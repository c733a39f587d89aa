import type { QueryClient } from "@tanstack/react-query";
import { keys } from "../../../query-keys";

/**
 * Every query about a club's bookings starts here: the tee sheet of a date, the reservation list, one reservation
 * and the booking rates of the calendar. A booking made, moved or changed refreshes them all.
 */
export const bookingsKey = (clubId: string) => keys.club(clubId, "reservations");

/** Reads the club's tee sheets, list, reservations and rates afresh after a change to one of its bookings. */
export const invalidateBookings = (queries: QueryClient, clubId: string) =>
  queries.invalidateQueries({ queryKey: bookingsKey(clubId) });

/**
 * `placeholderData` that keeps the answer shown while the next one loads (another date, page or filter), but
 * only within one club: after a switch of clubs the other club's data is not shown as this one's.
 */
export const previousOfSameClub =
  (clubId: string) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey[1] === clubId ? previous : undefined;
