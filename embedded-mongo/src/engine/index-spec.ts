/** An index as `createIndexes` and `listIndexes` describe it, and the error a unique one raises on a taken key. */
import { MongoCommandError } from "../errors";
import { type Doc, plain } from "./values";

export interface IndexSpec {
  v?: number;
  name: string;
  key: Doc;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export const duplicateKey = (ns: string, index: string, keyPattern: Doc, keyValue: Doc) => {
  const shown = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${JSON.stringify(plain(v)) ?? "null"}`)
    .join(", ");
  return new MongoCommandError(
    11000,
    "DuplicateKey",
    `E11000 duplicate key error collection: ${ns} index: ${index} dup key: { ${shown} }`,
    { keyPattern, keyValue },
  );
};
