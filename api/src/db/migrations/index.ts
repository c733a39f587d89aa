import { accountReviewFields } from "./001-account-review-fields";
import { clubDetails } from "./002-club-details";
import { customerSearchKeysMigration } from "./003-customer-search-keys";
import { customerReservationCounts } from "./004-customer-reservation-counts";
import type { Migration } from "./migration";

/** Append new migrations with the next id; never edit or reorder applied ones. */
export const migrations: Migration[] = [
  accountReviewFields,
  clubDetails,
  customerSearchKeysMigration,
  customerReservationCounts,
];
