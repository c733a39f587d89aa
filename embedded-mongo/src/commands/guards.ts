import { BSON } from "bson";
import { type Collection, ID_INDEX } from "../engine/collection";
import { compareValues } from "../engine/compare";
import { type Doc, isPlainObject, plain } from "../engine/values";
import { badValue, documentTooLarge, notImplemented } from "../errors";
import { MAX_BSON_SIZE } from "./context";

export function refuseCollation(collation: unknown): void {
  const locale = (collation as Doc | undefined)?.locale;
  if (locale !== undefined && locale !== "simple")
    throw notImplemented("collations other than 'simple' are not supported by this embedded server");
}

export function checkSize(doc: Doc): void {
  if (BSON.calculateObjectSize(doc) > MAX_BSON_SIZE)
    throw documentTooLarge(`object to insert exceeds maximum BSON size ${MAX_BSON_SIZE}`);
}

export const sameKey = (a: Doc, b: Doc) =>
  JSON.stringify(Object.keys(a)) === JSON.stringify(Object.keys(b)) &&
  compareValues(plain(a), plain(b)) === 0;

/** A hint naming no existing index fails, as on MongoDB, so a typo shows up in development already. */
export function checkHint(coll: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !coll) return;
  if (typeof hint === "string" && (hint === "_id_" || coll.indexes.has(hint))) return;
  if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 1 && "$natural" in hint) return;
    if (coll.indexSpecs().some((spec) => sameKey(spec.key, hint))) return;
    if (sameKey(ID_INDEX.key, hint)) return;
  }
  throw badValue("hint provided does not correspond to an existing index");
}
