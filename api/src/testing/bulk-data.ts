import { addDays, timeOfMinutes } from "contracts/domains/common/dates";
import type { ReservationStatus } from "contracts/domains/reservations/rules";
import { ObjectId } from "mongodb";
import type { AuditDoc } from "../repositories/audit-repository";
import type { CustomerDraft } from "../repositories/customers-repository";
import type { ReservationDoc } from "../repositories/reservation-docs";

/**
 * Many documents of one club at once, written straight to the collections: what the query-plan tests and the
 * large-club benchmark read. Deterministic (the n-th document is always the same), spread the way a busy club's
 * are: bookings over every day of a span and its tee times, customers over names, tiers and channels, an audit
 * line a minute.
 */

const familyNames = ["Kim", "Lee", "Park", "Nguyễn", "Trần", "Lê", "Smith", "García", "Choi", "Phạm"];
const givenNames = [
  "Min-jun",
  "Seo-yeon",
  "Văn Đức",
  "Thị Ánh",
  "Anna",
  "José",
  "Ji-ho",
  "Minh",
  "Hana",
  "Long",
];
const statuses: ReservationStatus[] = ["reserved", "reserved", "reserved", "paid", "cancelled", "noshow"];

const teeTimeOf = (n: number) => timeOfMinutes(6 * 60 + (n % 66) * 10);

/**
 * `count` bookings of a club, `perDay` a day from `firstDate` on, at tee times every ten minutes from 06:00;
 * `start` numbers them (names, references) apart from another batch's, and `dayStart` is where the first of them
 * falls in the run of `perDay` a day (a later batch of one run continues the days where the last one stopped).
 */
export function bulkReservations(
  clubId: ObjectId,
  courseId: ObjectId,
  count: number,
  options: { firstDate: string; perDay: number; start?: number; dayStart?: number },
): ReservationDoc[] {
  const start = options.start ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const at = new Date(Date.UTC(2026, 0, 1) + n * 1000);
    return {
      _id: new ObjectId(),
      clubId,
      date: addDays(options.firstDate, Math.floor((i + (options.dayStart ?? 0)) / options.perDay)),
      courseId,
      teeTime: teeTimeOf(n),
      reference: `BULK-${String(n).padStart(8, "0")}-${clubId.toHexString().slice(-6)}`,
      name: `${familyNames[n % 10]} ${givenNames[Math.floor(n / 10) % 10]}`,
      phoneCode: "82",
      phoneNumber: `010${String(n).padStart(8, "0")}`,
      email: null,
      players: 1 + (n % 4),
      cart: n % 2 === 0,
      caddie: n % 3 === 0,
      totalPriceCents: 12_000 * (1 + (n % 4)),
      memo: n % 7 === 0 ? "Birthday round" : "",
      status: statuses[n % statuses.length] as ReservationStatus,
      type: n % 3 === 0 ? "online" : "offline",
      customerId: null,
      holdExpiresAt: null,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** `count` customers of a club, numbered from `start`, over the given tiers, names, channels and countries. */
export function bulkCustomers(
  clubId: ObjectId,
  tierIds: ObjectId[],
  count: number,
  start = 0,
): CustomerDraft[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000);
    const email = `customer${n}@example.com`;
    return {
      _id: new ObjectId(),
      clubId,
      name: `${familyNames[n % 10]} ${givenNames[Math.floor(n / 10) % 10]} ${n}`,
      email,
      emailKey: email,
      mobile: `010${String(n).padStart(8, "0")}`,
      tierId: tierIds[n % tierIds.length] as ObjectId,
      tierValidUntil: null,
      registeredOn: at.toISOString().slice(0, 10),
      birthDate: null,
      marketingOptIn: n % 2 === 0,
      gender: "undisclosed",
      country: "South Korea",
      channel: (["ios", "android", "web", "offline"] as const)[n % 4] ?? "web",
      note: "",
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** `count` audit lines of a club, one a minute from `since`, a third about roles and the rest about bookings. */
export function bulkAudit(clubId: ObjectId, count: number, since: Date): AuditDoc[] {
  const actor = { accountId: new ObjectId(), email: "desk@example.com" };
  return Array.from({ length: count }, (_, n) => ({
    _id: new ObjectId(),
    clubId,
    actor,
    action: "create",
    entity: n % 3 === 0 ? "role" : "reservation",
    entityId: new ObjectId(),
    summary: `Change ${n}`,
    at: new Date(since.getTime() + n * 60_000),
  }));
}
