import type { AnyBulkWriteOperation, Db, Document } from "mongodb";
import { customerSearchKeys } from "../../lib/search-keys";
import type { Migration } from "./migration";

const BATCH = 1000;

/**
 * Customers written before the prefix search existed get their `searchKeys` (lower-cased, accent-free name words,
 * email and mobile digits; `lib/search-keys.ts`), which the search index reads. Batches of a thousand; a run cut
 * short resumes where it stopped, since only customers still without keys are read.
 */
export const customerSearchKeysMigration: Migration = {
  id: 3,
  name: "customer-search-keys",
  async up(db: Db) {
    const customers = db.collection("customers");
    const cursor = customers.find(
      { searchKeys: { $exists: false } },
      { projection: { name: 1, email: 1, mobile: 1 }, batchSize: BATCH },
    );
    let batch: AnyBulkWriteOperation<Document>[] = [];
    for await (const customer of cursor) {
      const keys = customerSearchKeys({
        name: String(customer.name ?? ""),
        email: String(customer.email ?? ""),
        mobile: String(customer.mobile ?? ""),
      });
      batch.push({ updateOne: { filter: { _id: customer._id }, update: { $set: { searchKeys: keys } } } });
      if (batch.length === BATCH) {
        await customers.bulkWrite(batch, { ordered: false });
        batch = [];
      }
    }
    if (batch.length) await customers.bulkWrite(batch, { ordered: false });
  },
};
