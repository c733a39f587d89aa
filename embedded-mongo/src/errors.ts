import type { Document } from "bson";

/** An error answered to the client as `{ ok: 0, errmsg, code, codeName }`. */
export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (msg: string) => new MongoCommandError(2, "BadValue", msg);
export const typeMismatch = (msg: string) => new MongoCommandError(14, "TypeMismatch", msg);
export const illegalOperation = (msg: string) => new MongoCommandError(20, "IllegalOperation", msg);
export const namespaceNotFound = (msg: string) => new MongoCommandError(26, "NamespaceNotFound", msg);
export const indexNotFound = (msg: string) => new MongoCommandError(27, "IndexNotFound", msg);
export const cursorNotFound = (msg: string) => new MongoCommandError(43, "CursorNotFound", msg);
export const namespaceExists = (msg: string) => new MongoCommandError(48, "NamespaceExists", msg);
export const commandNotFound = (name: string) =>
  new MongoCommandError(59, "CommandNotFound", `no such command: '${name}'`);
export const invalidNamespace = (msg: string) => new MongoCommandError(73, "InvalidNamespace", msg);
export const indexOptionsConflict = (msg: string) => new MongoCommandError(85, "IndexOptionsConflict", msg);
export const indexKeySpecsConflict = (msg: string) => new MongoCommandError(86, "IndexKeySpecsConflict", msg);
/** Used for features this server refuses rather than answer wrongly. */
export const notImplemented = (msg: string) => new MongoCommandError(238, "NotImplemented", msg);
export const failedToParse = (msg: string) => new MongoCommandError(9, "FailedToParse", msg);
export const immutableField = (msg: string) => new MongoCommandError(66, "ImmutableField", msg);
export const documentTooLarge = (msg: string) => new MongoCommandError(10334, "BSONObjectTooLarge", msg);
export const dollarPrefixedFieldName = (msg: string) =>
  new MongoCommandError(52, "DollarPrefixedFieldName", msg);
export const invalidIdField = (msg: string) => new MongoCommandError(53, "InvalidIdField", msg);
/** MongoDB's answer to a field its command parser does not know. */
export const unknownField = (path: string) =>
  new MongoCommandError(40415, "Location40415", `BSON field '${path}' is an unknown field.`);
