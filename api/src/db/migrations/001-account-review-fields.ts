import type { Db } from "mongodb";
import type { Migration } from "./migration";

/** Accounts written before client review existed get an empty status log and memo. */
export const accountReviewFields: Migration = {
  id: 1,
  name: "account-review-fields",
  async up(db: Db) {
    const accounts = db.collection("accounts");
    await accounts.updateMany({ statusLog: { $exists: false } }, { $set: { statusLog: [] } });
    await accounts.updateMany({ memo: { $exists: false } }, { $set: { memo: "" } });
  },
};
