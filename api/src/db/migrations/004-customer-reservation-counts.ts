import type { Db } from "mongodb";
import { ReservationsRepository } from "../../repositories/reservations-repository";
import type { Migration } from "./migration";

/**
 * Customers written before their reservation count was kept on them get it, counted from the reservations
 * (`customer-reservation-counts.ts`), club by club. Running it again sets the same counts. Bookings an instance of
 * the previous release makes after this step and before it is replaced are not counted: run the step while no
 * booking is being made, or recount the clubs after the roll-out (`recountClub`).
 */
export const customerReservationCounts: Migration = {
  id: 4,
  name: "customer-reservation-counts",
  async up(db: Db) {
    const counts = new ReservationsRepository(db).customerCounts;
    const clubIds = await db.collection("customers").distinct("clubId");
    for (const clubId of clubIds) await counts.recountClub(clubId);
  },
};
