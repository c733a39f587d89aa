import type { Engine } from "./engine/engine";
import { type Doc, getPath, plain } from "./engine/values";

/** Deletes documents whose TTL-indexed date is older than the index's expireAfterSeconds. */
export async function removeExpired(engine: Engine, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const colls of engine.dbs.values())
    for (const coll of colls.values())
      for (const index of coll.indexes.values()) {
        const secs = index.spec.expireAfterSeconds;
        if (secs === undefined || index.fields.length !== 1) continue;
        const field = index.fields[0] as string;
        const limit = now - Number(plain(secs)) * 1000;
        const expired: Doc[] = [];
        for (const doc of coll.docs.values()) {
          const v = getPath(doc, field);
          const dates = (Array.isArray(v) ? v : [v]).filter((d): d is Date => d instanceof Date);
          if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= limit) expired.push(doc);
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
