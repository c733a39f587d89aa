import { BSON } from "bson";
import type { Doc } from "../engine/values";
import { documentTooLarge, notImplemented } from "../errors";
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
