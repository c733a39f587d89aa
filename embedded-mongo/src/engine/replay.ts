import { type Document, UUID } from "bson";
import type { Change } from "../changes/oplog";
import type { Engine } from "./engine";
import type { IndexSpec } from "./index-spec";
import { type Doc, ingest, ingestDoc } from "./values";

/** Applies one snapshot or journal record during start-up (the store is not attached yet). */
export function replayRecord(engine: Engine, r: Document): void {
  engine.replaying = true;
  try {
    replayOne(engine, r);
  } finally {
    engine.replaying = false;
  }
}

/**
 * Applies one snapshot or journal record to the engine during start-up, and rebuilds the change-stream history
 * from the records that carry a cluster time (`txn`: the transaction record a change belongs to).
 */
function replayOne(engine: Engine, r: Document, txn?: Document): void {
  const d = String(r.d);
  const c = String(r.c);
  switch (r.o) {
    case "ccoll": {
      const coll = engine.ensureCollection(
        d,
        c,
        ingest(r.opts ?? {}) as Doc,
        r.u instanceof UUID ? r.u : undefined,
      );
      engine.replayed(
        r,
        {
          op: "create",
          db: d,
          coll: c,
          uuid: coll.uuid,
          desc: { idIndex: { v: 2, key: { _id: 1 }, name: "_id_" } },
        },
        txn,
      );
      break;
    }
    case "put": {
      const coll = engine.ensureCollection(d, c);
      const { doc, wrapped } = ingestDoc(r.doc as Doc);
      const previous = coll.get(doc._id);
      coll.markWrapped(doc, wrapped);
      if (previous) coll.replace(previous, doc);
      else coll.insert(doc);
      const op = r.k === "r" ? "replace" : r.k === "u" ? "update" : "insert";
      const images = op === "insert" ? undefined : engine.images(coll);
      engine.replayed(
        r,
        { op, db: d, coll: c, id: doc._id, doc, before: previous, images, uuid: coll.uuid },
        txn,
      );
      break;
    }
    case "del": {
      const coll = engine.collection(d, c);
      const { doc } = ingestDoc({ _id: r.id });
      const existing = coll?.get(doc._id);
      if (coll && existing) {
        coll.remove(existing);
        const images = engine.images(coll);
        engine.replayed(
          r,
          { op: "delete", db: d, coll: c, id: existing._id, before: existing, images, uuid: coll.uuid },
          txn,
        );
      }
      break;
    }
    case "cidx": {
      const coll = engine.ensureCollection(d, c);
      const spec = ingest(r.spec) as IndexSpec;
      coll.addIndex(spec);
      engine.replayed(
        r,
        { op: "createIndexes", db: d, coll: c, uuid: coll.uuid, desc: { indexes: [spec] } },
        txn,
      );
      break;
    }
    case "didx": {
      const coll = engine.collection(d, c);
      const index = coll?.indexes.get(String(r.name));
      coll?.indexes.delete(String(r.name));
      if (coll)
        engine.replayed(
          r,
          {
            op: "dropIndexes",
            db: d,
            coll: c,
            uuid: coll.uuid,
            desc: { indexes: index ? [index.spec] : [] },
          },
          txn,
        );
      break;
    }
    case "cmod": {
      const coll = engine.collection(d, c);
      if (!coll) break;
      coll.options = ingest(r.opts ?? {}) as Doc;
      engine.replayed(r, { op: "modify", db: d, coll: c, uuid: coll.uuid, desc: r.desc as Doc }, txn);
      break;
    }
    case "dcoll": {
      const uuid = engine.collection(d, c)?.uuid;
      if (engine.dropCollection(d, c)) engine.replayed(r, { op: "drop", db: d, coll: c, uuid }, txn);
      break;
    }
    case "ddb":
      engine.dropDatabase(d);
      engine.replayed(r, { op: "dropDatabase", db: d }, txn);
      break;
    case "ren": {
      const coll = engine.collection(d, c);
      if (!coll) break;
      const to = { db: String(r.td), coll: String(r.tc) };
      engine.rename(coll, to.db, to.coll, true);
      const desc = { to, ...(r.dt ? { dropTarget: r.dt } : {}) };
      engine.replayed(r, { op: "rename", db: d, coll: c, to, uuid: coll.uuid, desc }, txn);
      break;
    }
    case "grp": {
      const context = r.lsid ? r : undefined;
      for (const op of r.ops as Document[]) replayOne(engine, op, context);
      if (r.s !== undefined)
        engine.replayedSessions.set(String(r.s), { s: String(r.s), t: r.t, r: r.r as Document | undefined });
      break;
    }
    case "sess":
      engine.replayedSessions.set(String(r.s), { s: String(r.s), t: r.t, r: r.r as Document | undefined });
      break;
    case "ev": {
      const change = revive(r.e as Document);
      engine.oplog.append(change);
      engine.clock.advanceTo(change);
      break;
    }
    case "floor":
      engine.oplog.floor = { t: Number(r.t), i: Number(r.i), x: Number(r.x) };
      engine.oplog.floorKnown = true;
      break;
  }
}

/** A change as a snapshot stored it. */
function revive(e: Document): Change {
  return ingest(e) as Change;
}
