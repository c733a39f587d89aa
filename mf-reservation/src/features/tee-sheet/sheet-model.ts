import type { TeeSheetPlace } from "contracts/domains/reservations/desk";
import type { TeeSheet, TeeTime } from "contracts/domains/reservations/schemas";
import { placesLeft } from "contracts/domains/reservations/tee-times";
import { formatTimeIn } from "contracts/i18n/format";

type Course = TeeSheet["courses"][number];

/** One cell of a tee time's row: a player's place, a free place ('Open Spot'), or nothing (beyond capacity). */
export type PlaceCell =
  | { kind: "player"; place: TeeSheetPlace; party: Party }
  | { kind: "open"; free: number }
  | { kind: "none" };

/** What the sheet shows of a player's booking beyond the place: its size (what a move needs room for) and extras. */
export interface Party {
  players: number;
  cart: boolean;
  caddie: boolean;
}

/** Places shown per tee time and course: a tee time holds four players. */
export const PLACES_PER_TIME = 4;

/** A tee time's cells: its players' places in booking order, then one 'Open Spot' per free place. */
export function cellsOf(time: TeeTime): PlaceCell[] {
  const free = placesLeft(time);
  const cells: PlaceCell[] = [
    ...time.places.map((place) => {
      const booking = time.reservations.find((r) => r.reservationId === place.reservationId);
      const party = {
        players: booking?.players ?? 1,
        cart: booking?.cart ?? false,
        caddie: booking?.caddie ?? false,
      };
      return { kind: "player" as const, place, party };
    }),
    ...Array.from({ length: free }, () => ({ kind: "open" as const, free })),
  ];
  while (cells.length < PLACES_PER_TIME) cells.push({ kind: "none" });
  return cells.slice(0, PLACES_PER_TIME);
}

/** The sheet's rows: every tee time for sale on any of the courses shown, in order. */
export function timesOf(courses: readonly Course[]): string[] {
  const times = new Set<string>();
  for (const course of courses)
    for (const time of course.teeTimes) if (time.sale !== "notForSale") times.add(time.teeTime);
  return [...times].sort();
}

/** A course's tee time of a row, if it has one for sale. */
export const timeAt = (course: Course, teeTime: string) =>
  course.teeTimes.find((time) => time.teeTime === teeTime && time.sale !== "notForSale");

/** The club's clock now ("HH:MM" in its time zone). */
export const clubClock = (timeZone: string) => formatTimeIn(new Date(Date.now()), timeZone, "en");

/**
 * Where the day stands: on the club's today the current tee time is the last one started (none before the
 * first), the ones before it are past; a day gone by is past throughout, a day to come has none past.
 */
export function dayPosition(sheet: Pick<TeeSheet, "date" | "today" | "timeZone">, times: readonly string[]) {
  if (sheet.date < sheet.today) return { current: null, isPast: () => true };
  if (sheet.date > sheet.today) return { current: null, isPast: () => false };
  const now = clubClock(sheet.timeZone);
  const current = times.filter((time) => time <= now).at(-1) ?? null;
  return { current, isPast: (time: string) => current !== null && time < current };
}

/** A player's name as the desk reads it: their own, else "Guest N" (the booker's place carries the booker's name). */
export const playerName = (place: TeeSheetPlace, guest: (place: number) => string) =>
  place.name?.trim() ? place.name : guest(place.place);
