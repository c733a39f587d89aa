import { badValue, MongoCommandError, typeMismatch } from "../errors";
import { Aggregator, fromMingo, mingoOptions } from "./mingo";
import { type Doc, isPlainObject, plain, type Variables } from "./values";

const isLower = (c: number) => c >= 97 && c <= 122;
const isWordChar = (c: number) =>
  isLower(c) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c >= 128;

/** The same name rules as MongoDB: a lowercase or non-ASCII first character, then letters, digits and `_`. */
export function checkVariableName(name: string): void {
  if (!name) throw new MongoCommandError(16866, "Location16866", "empty variable names are not allowed");
  const first = name.charCodeAt(0);
  if (!isLower(first) && first < 128)
    throw new MongoCommandError(
      16867,
      "Location16867",
      `'${name}' starts with an invalid character for a user variable name`,
    );
  for (let i = 1; i < name.length; i++)
    if (!isWordChar(name.charCodeAt(i)))
      throw new MongoCommandError(
        16868,
        "Location16868",
        `'${name}' contains an invalid character for a variable name: '${name[i]}'`,
      );
}

/**
 * Evaluates a command's `let` document. Like MongoDB, each value is an expression evaluated once per command,
 * not per document (so `$$NOW` is one instant for the whole command).
 */
export function letVariables(command: string, raw: unknown): Variables {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw))
    throw typeMismatch(`BSON field '${command}.let' is the wrong type, expected type 'object'`);
  const names = Object.keys(raw);
  if (!names.length) return undefined;
  for (const name of names) checkVariableName(name);
  try {
    return new Aggregator([{ $replaceWith: plain(raw) }], mingoOptions).run([{}])[0] as Doc;
  } catch (e) {
    throw fromMingo(e, (message) => badValue(`invalid 'let' expression: ${message}`));
  }
}

/** Variables merged from two scopes, the inner one winning; undefined when there are none. */
export function withVariables(outer: Variables, inner: Variables): Variables {
  if (!outer) return inner;
  if (!inner) return outer;
  return { ...outer, ...inner };
}
