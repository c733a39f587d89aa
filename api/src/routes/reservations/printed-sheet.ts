import type { Reservation, TeeSheet, TeeTime } from "contracts/domains/reservations/schemas";

/** What the tee-sheet PDF prints of a sheet (a `TeeSheet` is one): all the worker is sent, as less is quicker to copy. */
export interface PrintedSheet {
  date: string;
  scheduled: boolean;
  courses: {
    name: string;
    teeTimes: (Pick<TeeTime, "teeTime" | "sale" | "capacity" | "playersBooked"> & {
      /** `checkedIn`: how many of the party have checked in. */
      reservations: (Pick<Reservation, "name" | "players" | "paymentState"> & { checkedIn: number })[];
    })[];
  }[];
}

export const printedSheet = (sheet: TeeSheet): PrintedSheet => ({
  date: sheet.date,
  scheduled: sheet.scheduled,
  courses: sheet.courses.map((course) => ({
    name: course.name,
    teeTimes: course.teeTimes.map((time) => ({
      teeTime: time.teeTime,
      sale: time.sale,
      capacity: time.capacity,
      playersBooked: time.playersBooked,
      reservations: time.reservations.map((r) => ({
        name: r.name,
        players: r.players,
        paymentState: r.paymentState,
        checkedIn: r.guests.filter((g) => g.checkedInAt !== null).length,
      })),
    })),
  })),
});
