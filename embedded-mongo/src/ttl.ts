import type { Engine } from "./engine/engine";
import { type Doc, plain } from "./engine/values";

/** Deletes documents whose TTL-indexed date is older than the index's expireAfterSeconds. */
export async function removeExpired(engine: Engine, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const colls of engine.dbs.values())
    for (const coll of colls.values())
      for (const index of coll.indexes.values()) {
        const secs = index.spec.expireAfterSeconds;
        if (secs === undefined || index.fields.length !== 1) continue;
        // The index holds each date of an array, so "any date expired" is "the earliest date expired", and a
        // partial or sparse TTL index only ever removes the documents it covers, as in MongoDB.
        const cutoff = new Date(now - Number(plain(secs)) * 1000);
        const expired: Doc[] = [];
        for (const id of index.range(null, { v: cutoff, inclusive: true })) {
          const doc = coll.docs.get(id);
          if (doc) expired.push(doc);
        }
        for (const doc of expired) {
          // An earlier TTL index on the same collection may have removed it already.
          if (coll.get(doc._id) !== doc) continue;
          engine.remove(coll, doc);
          removed++;
        }
      }
  await engine.commit();
  return removed;
}
