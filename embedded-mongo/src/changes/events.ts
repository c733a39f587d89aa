import { Binary, BSON, type Document, Timestamp } from "bson";
import type { Engine } from "../engine/engine";
import { type Doc, isPlainObject } from "../engine/values";
import { badValue, MongoCommandError } from "../errors";
import type { Change, Position } from "./oplog";

/** A resume point: a position, and whether it is the invalidate event that follows the change there. */
export interface ResumePoint extends Position {
  invalidate: boolean;
}

/** The `x` of a high-water mark: after every change of its cluster time. */
export const HIGH_WATER = 0xfffffffe;

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");

/** The resume token `{_data}` of a position (opaque to clients; ordered like the positions as strings). */
export function tokenOf(p: Position, invalidate = false): Document {
  return { _data: `82${hex(p.t, 8)}${hex(p.i, 8)}${hex(p.x + 1, 8)}${invalidate ? "01" : "00"}` };
}

export const invalidResumeToken = (msg: string) => new MongoCommandError(260, "InvalidResumeToken", msg);

export function parseToken(token: unknown): ResumePoint {
  const data = isPlainObject(token) ? token._data : undefined;
  if (typeof data !== "string" || !/^82[0-9a-f]{26}$/.test(data))
    throw badValue(`Invalid resume token: ${JSON.stringify(token)}; it was not issued by this server`);
  return {
    t: Number.parseInt(data.slice(2, 10), 16),
    i: Number.parseInt(data.slice(10, 18), 16),
    x: Number.parseInt(data.slice(18, 26), 16) - 1,
    invalidate: data.slice(26) === "01",
  };
}

/** The digest of the unauthenticated user, which MongoDB puts in the `uid` of every logical session id. */
const NO_USER = new Binary(Buffer.from("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", "base64"), 0);

export interface EventOptions {
  fullDocument: "default" | "updateLookup" | "whenAvailable" | "required";
  fullDocumentBeforeChange: "off" | "whenAvailable" | "required";
  showExpandedEvents: boolean;
}

const noImage = (kind: string, change: Change) =>
  new MongoCommandError(
    47,
    "NoMatchingDocument",
    `Change stream was configured to require a ${kind} for all update, delete and replace events, but the ${kind} was not found for event: ${JSON.stringify(tokenOf(change))}`,
  );

/** The change event MongoDB 7 reports for a change, with the fields the stream's options ask for. */
export function eventOf(change: Change, options: EventOptions, engine: Engine): Doc {
  const event: Doc = {
    _id: tokenOf(change),
    operationType: change.op,
    clusterTime: new Timestamp({ t: change.t, i: change.i }),
    wallTime: change.wall,
  };
  if (options.showExpandedEvents && change.uuid && change.op !== "dropDatabase")
    event.collectionUUID = change.uuid;
  const crud =
    change.op === "insert" || change.op === "update" || change.op === "replace" || change.op === "delete";
  if (change.op === "insert" || change.op === "replace") event.fullDocument = change.doc;
  else if (change.op === "update") {
    if (options.fullDocument === "updateLookup")
      event.fullDocument = engine.collection(change.db, change.coll ?? "")?.get(change.id) ?? null;
    else if (options.fullDocument === "whenAvailable") event.fullDocument = change.images ? change.doc : null;
    else if (options.fullDocument === "required") {
      if (!change.images) throw noImage("post-image", change);
      event.fullDocument = change.doc;
    }
  }
  event.ns = change.coll === undefined ? { db: change.db } : { db: change.db, coll: change.coll };
  if (change.to) event.to = change.to;
  if (crud) event.documentKey = { _id: change.id };
  if (change.op === "update")
    event.updateDescription = describeUpdate(
      change.before ?? {},
      change.doc ?? {},
      options.showExpandedEvents,
    );
  if (crud && change.op !== "insert" && options.fullDocumentBeforeChange !== "off") {
    if (change.images) event.fullDocumentBeforeChange = change.before;
    else if (options.fullDocumentBeforeChange === "required") throw noImage("pre-image", change);
    else event.fullDocumentBeforeChange = null;
  }
  if (options.showExpandedEvents && change.desc && !crud) event.operationDescription = change.desc;
  if (change.lsid) {
    event.lsid = { ...change.lsid, uid: NO_USER };
    event.txnNumber = change.txnNumber;
  }
  return event;
}

/** The invalidate event after a drop, rename or dropDatabase ends a stream. */
export const invalidateOf = (change: Change): Doc => ({
  _id: tokenOf(change, true),
  operationType: "invalidate",
  clusterTime: new Timestamp({ t: change.t, i: change.i }),
  wallTime: change.wall,
});

const same = (a: unknown, b: unknown): boolean =>
  a === b || Buffer.compare(BSON.serialize({ v: a }), BSON.serialize({ v: b })) === 0;

/** A field name that could be read as an array index, or holds a dot: its path alone does not say where it is. */
const ambiguousName = (name: string, nested: boolean) =>
  name.includes(".") || (nested && /^(0|[1-9]\d*)$/.test(name));

type Place = { path: string; parts: (string | number)[]; ambiguous: boolean };
const fieldOf = (at: Place | null, name: string): Place => ({
  path: at ? `${at.path}.${name}` : name,
  parts: [...(at?.parts ?? []), name],
  ambiguous: Boolean(at?.ambiguous) || ambiguousName(name, at !== null),
});
const indexOf = (at: Place, n: number): Place => ({
  path: `${at.path}.${n}`,
  parts: [...at.parts, n],
  ambiguous: at.ambiguous,
});

/**
 * `updateDescription` from the document before and after, as MongoDB's delta oplog entries describe an update:
 * changed or added fields (within unchanged sub-documents, and array elements by index), removed fields, and
 * arrays cut shorter. With `disambiguated` (a stream with `showExpandedEvents`) also `disambiguatedPaths`: for each
 * path through a numeric field name below the top level or a dotted one, its components, array indexes as numbers.
 */
export function describeUpdate(before: Doc, after: Doc, disambiguated = false): Doc {
  const updatedFields: Doc = {};
  const removedFields: string[] = [];
  const truncatedArrays: Doc[] = [];
  const disambiguatedPaths: Doc = {};
  const note = (at: Place) => {
    if (at.ambiguous) disambiguatedPaths[at.path] = at.parts;
    return at.path;
  };
  const walk = (a: Doc, b: Doc, at: Place | null) => {
    for (const k of Object.keys(a)) if (!(k in b)) removedFields.push(note(fieldOf(at, k)));
    for (const k of Object.keys(b)) {
      const here = fieldOf(at, k);
      if (!(k in a)) updatedFields[note(here)] = b[k];
      else compare(a[k], b[k], here);
    }
  };
  const compare = (x: unknown, y: unknown, at: Place) => {
    if (same(x, y)) return;
    if (isPlainObject(x) && isPlainObject(y)) walk(x, y, at);
    else if (Array.isArray(x) && Array.isArray(y)) {
      if (y.length < x.length) truncatedArrays.push({ field: note(at), newSize: y.length });
      for (let n = 0; n < y.length; n++)
        if (n >= x.length) updatedFields[note(indexOf(at, n))] = y[n];
        else compare(x[n], y[n], indexOf(at, n));
    } else updatedFields[note(at)] = y;
  };
  walk(before, after, null);
  return disambiguated
    ? { updatedFields, removedFields, truncatedArrays, disambiguatedPaths }
    : { updatedFields, removedFields, truncatedArrays };
}
