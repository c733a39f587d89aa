import type { Document } from "bson";
import { bsonTypeOf } from "../engine/bson-type";
import { MongoCommandError, typeMismatch } from "../errors";

/**
 * The type each command field must have, as MongoDB's command parser (IDL) checks it before running anything,
 * so a malformed command fails instead of reading or writing something else. `[]` after a type means an array
 * whose elements must have that type.
 */
type FieldType = "object" | "array" | "object[]" | "string" | "bool" | "number" | "update" | "hint" | "any";

interface Shape {
  /** The name MongoDB's messages use for the command's fields. */
  label: string;
  fields: Record<string, FieldType>;
  required?: string[];
}

const numberTypes = new Set(["int", "long", "double", "decimal"]);

const shapes: Record<string, Shape> = {
  insert: {
    label: "insert",
    fields: { documents: "object[]", ordered: "bool", bypassDocumentValidation: "bool" },
    required: ["documents"],
  },
  update: {
    label: "update",
    fields: { updates: "object[]", ordered: "bool", let: "object", bypassDocumentValidation: "bool" },
    required: ["updates"],
  },
  delete: {
    label: "delete",
    fields: { deletes: "object[]", ordered: "bool", let: "object" },
    required: ["deletes"],
  },
  find: {
    label: "FindCommandRequest",
    fields: {
      filter: "object",
      projection: "object",
      sort: "object",
      hint: "hint",
      skip: "number",
      limit: "number",
      batchSize: "number",
      singleBatch: "bool",
      let: "object",
      collation: "object",
      min: "object",
      max: "object",
      returnKey: "bool",
      showRecordId: "bool",
      tailable: "bool",
      awaitData: "bool",
      noCursorTimeout: "bool",
      allowPartialResults: "bool",
      maxTimeMS: "number",
    },
  },
  findAndModify: {
    label: "findAndModify",
    fields: {
      query: "object",
      sort: "object",
      update: "update",
      fields: "object",
      new: "bool",
      upsert: "bool",
      remove: "bool",
      arrayFilters: "object[]",
      let: "object",
      collation: "object",
      hint: "hint",
      bypassDocumentValidation: "bool",
      maxTimeMS: "number",
    },
  },
  count: {
    label: "count",
    fields: {
      query: "object",
      limit: "number",
      skip: "number",
      hint: "hint",
      collation: "object",
      maxTimeMS: "number",
    },
  },
  distinct: {
    label: "distinct",
    fields: { key: "string", query: "object", collation: "object", hint: "hint" },
  },
  aggregate: {
    label: "aggregate",
    fields: {
      pipeline: "object[]",
      cursor: "object",
      explain: "bool",
      allowDiskUse: "bool",
      let: "object",
      collation: "object",
      hint: "hint",
      maxTimeMS: "number",
      bypassDocumentValidation: "bool",
    },
    required: ["pipeline"],
  },
  getMore: { label: "getMore", fields: { collection: "string", batchSize: "number", maxTimeMS: "number" } },
  createIndexes: { label: "createIndexes", fields: { indexes: "object[]" }, required: ["indexes"] },
  listCollections: {
    label: "listCollections",
    fields: { filter: "object", nameOnly: "bool", cursor: "object" },
  },
  listIndexes: { label: "listIndexes", fields: { cursor: "object" } },
  listDatabases: { label: "listDatabases", fields: { filter: "object", nameOnly: "bool" } },
};
shapes.findandmodify = shapes.findAndModify as Shape;

function matches(type: FieldType, value: unknown): boolean {
  const t = bsonTypeOf(value);
  switch (type) {
    case "object":
      return t === "object";
    case "array":
    case "object[]":
      return t === "array";
    case "string":
      return t === "string";
    case "bool":
      return t === "bool" || numberTypes.has(t);
    case "number":
      return numberTypes.has(t);
    case "update":
      return t === "object" || t === "array";
    case "hint":
      return t === "object" || t === "string";
    case "any":
      return true;
  }
}

const expected: Record<FieldType, string> = {
  object: "object",
  array: "array",
  "object[]": "array",
  string: "string",
  bool: "bool",
  number: "[long, int, decimal, double]",
  update: "[object, array]",
  hint: "[string, object]",
  any: "any",
};

/** Throws MongoDB's TypeMismatch (14) or missing-field (40414) error for a malformed command. */
export function checkShape(name: string, cmd: Document): void {
  const shape = Object.hasOwn(shapes, name) ? shapes[name] : undefined;
  if (!shape) return;
  for (const field of shape.required ?? [])
    if (cmd[field] === undefined)
      throw new MongoCommandError(
        40414,
        "Location40414",
        `BSON field '${shape.label}.${field}' is missing but a required field`,
      );
  for (const [field, type] of Object.entries(shape.fields)) {
    const value = cmd[field];
    if (value === undefined || (value === null && type !== "object[]" && !shape.required?.includes(field)))
      continue;
    if (!matches(type, value))
      throw typeMismatch(
        `BSON field '${shape.label}.${field}' is the wrong type '${bsonTypeOf(value)}', expected type '${expected[type]}'`,
      );
    if (type === "object[]")
      (value as unknown[]).forEach((el, i) => {
        if (bsonTypeOf(el) !== "object")
          throw typeMismatch(
            `BSON field '${shape.label}.${field}.${i}' is the wrong type '${bsonTypeOf(el)}', expected type 'object'`,
          );
      });
  }
}
