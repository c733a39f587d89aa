/**
 * The adapter to the mingo library: the operators every query, update and aggregation runs with (mingo's own,
 * with the ones whose behaviour differs from MongoDB's replaced or checked first), the operators this server
 * refuses rather than answer differently from MongoDB, and mingo's errors as MongoDB's.
 */
import { Aggregator as AggregatorBase } from "mingo/aggregator";
import { Context, OpType } from "mingo/core";
import { Lazy } from "mingo/lazy";
import * as accumulatorOperators from "mingo/operators/accumulator";
import * as expressionOperators from "mingo/operators/expression";
import * as pipelineOperators from "mingo/operators/pipeline";
import * as projectionOperators from "mingo/operators/projection";
import * as queryOperators from "mingo/operators/query";
import * as windowOperators from "mingo/operators/window";
import { Query as QueryBase } from "mingo/query";
import { flatten, resolve } from "mingo/util";
import { badValue, MongoCommandError, notImplemented } from "../errors";
import { compareValues, keyOf } from "./compare";
import { type Doc, isPlainObject, type Variables } from "./values";

// biome-ignore lint/suspicious/noExplicitAny: mingo's predicates take any object
type Pred = (o: any) => boolean;
// biome-ignore lint/suspicious/noExplicitAny: mingo's operator signatures are loosely typed
type QueryOp = (selector: string, value: any, options: any) => Pred;
// biome-ignore lint/suspicious/noExplicitAny: as above
type Op = (...args: any[]) => any;

const isNil = (v: unknown) => v === null || v === undefined;
const isNumber = (v: unknown) => typeof v === "number" || typeof v === "bigint";
const isRegExp = (v: unknown): v is RegExp => v instanceof RegExp;

/** BSON equality: key order matters in documents (MongoDB compares embedded documents field by field). */
const same = (a: unknown, b: unknown) => compareValues(a, b) === 0;

/** The value(s) a path designates, arrays on the way unwound, as mingo's own comparison operators see it. */
function field(selector: string): { get: (o: Doc) => unknown; depth: number } {
  let depth = 0;
  for (let i = selector.indexOf("."); i !== -1; i = selector.indexOf(".", i + 1)) depth++;
  return { get: (o) => resolve(o as Doc, selector, { unwrapArray: true }), depth };
}

function equals(a: unknown, b: unknown, depth: number): boolean {
  if (same(a, b)) return true;
  if (isNil(a) && isNil(b)) return true;
  if (Array.isArray(a)) return a.some((v) => same(v, b)) || flatten(a, depth).some((v) => same(v, b));
  return false;
}

const $eq: QueryOp = (selector, value) => {
  const { get, depth } = field(selector);
  return (o: Doc) => equals(get(o), value, depth);
};

const $ne: QueryOp = (selector, value) => {
  const eq = $eq(selector, value, undefined);
  return (o) => !eq(o);
};

function membership(op: string, list: unknown): (a: unknown) => boolean {
  if (!Array.isArray(list)) throw badValue(`${op} needs an array`);
  const keys = new Set<string>();
  const patterns: RegExp[] = [];
  let hasNull = false;
  for (const v of list) {
    if (isRegExp(v)) patterns.push(v);
    else if (isPlainObject(v) && Object.keys(v)[0]?.startsWith("$"))
      throw badValue(`cannot nest $ under ${op}`);
    else {
      if (v === null) hasNull = true;
      keys.add(keyOf(v));
    }
  }
  const one = (v: unknown) =>
    keys.has(keyOf(v)) || (typeof v === "string" && patterns.some((re) => re.test(v)));
  return (a) => {
    if (isNil(a)) return hasNull;
    if (Array.isArray(a)) return one(a) || a.some(one) || flatten(a, 1).some(one);
    return one(a);
  };
}

const $in: QueryOp = (selector, value) => {
  const { get } = field(selector);
  const test = membership("$in", value);
  return (o) => test(get(o));
};

const $nin: QueryOp = (selector, value) => {
  const { get } = field(selector);
  const test = membership("$nin", value);
  return (o) => !test(get(o));
};

const $all: QueryOp = (selector, value, options) => {
  if (!Array.isArray(value)) throw badValue("$all needs an array");
  const { get, depth } = field(selector);
  const elemMatches = value.map((x) =>
    isPlainObject(x) && Object.keys(x)[0] === "$elemMatch"
      ? queryOperators.$elemMatch(selector, checkElemMatch(x.$elemMatch) as Doc, options)
      : null,
  );
  return (o) => {
    if (!value.length) return false;
    const v = get(o);
    return value.every((x, i) => {
      const elemMatch = elemMatches[i];
      if (elemMatch) return elemMatch(o);
      if (isRegExp(x)) {
        const values = Array.isArray(v) ? v : [v];
        return values.some((s) => typeof s === "string" && x.test(s));
      }
      return equals(v, x, depth);
    });
  };
};

function checkElemMatch(value: unknown): unknown {
  if (!isPlainObject(value)) throw badValue("$elemMatch needs an Object");
  return value;
}

const $elemMatch: QueryOp = (selector, value, options) =>
  queryOperators.$elemMatch(selector, checkElemMatch(value) as Doc, options);

const $size: QueryOp = (selector, value, options) => {
  if (!isNumber(value))
    throw badValue(`Failed to parse $size. Expected a number in: $size: ${JSON.stringify(value)}`);
  const n = Number(value);
  if (n < 0) throw badValue(`Failed to parse $size. Expected a non-negative number in: $size: ${n}`);
  if (!Number.isInteger(n)) throw badValue(`Failed to parse $size. Expected an integer in: $size: ${n}`);
  return queryOperators.$size(selector, n, options);
};

const $regex: QueryOp = (selector, value, options) => {
  if (typeof value !== "string" && !isRegExp(value)) throw badValue("$regex has to be a string");
  return queryOperators.$regex(selector, value, options);
};

const $mod: QueryOp = (selector, value, _options) => {
  if (!Array.isArray(value)) throw badValue("malformed mod, needs to be an array");
  if (value.length < 2) throw badValue("malformed mod, not enough elements");
  if (value.length > 2) throw badValue("malformed mod, too many elements");
  const [divisor, remainder] = value;
  if (!isNumber(divisor)) throw badValue("malformed mod, divisor not a number");
  if (!isNumber(remainder)) throw badValue("malformed mod, remainder not a number");
  const d = Math.trunc(Number(divisor));
  if (d === 0) throw badValue("divisor cannot be 0");
  const r = Math.trunc(Number(remainder));
  const { get } = field(selector);
  const one = (x: unknown) => typeof x === "number" && Number.isFinite(x) && Math.trunc(x) % d === r;
  return (o) => {
    const v = get(o);
    return Array.isArray(v) ? v.some(one) : one(v);
  };
};

const $not: QueryOp = (selector, value, options) => {
  if (!isRegExp(value) && !isPlainObject(value)) throw badValue("$not needs a regex or a document");
  if (isPlainObject(value) && !Object.keys(value).length) throw badValue("$not cannot be empty");
  return queryOperators.$not(selector, value, options);
};

const logicalOperators = { $and: queryOperators.$and, $or: queryOperators.$or, $nor: queryOperators.$nor };

const logical =
  (name: "$and" | "$or" | "$nor"): QueryOp =>
  (selector, value, options) => {
    if (!Array.isArray(value)) throw badValue(`${name} must be an array`);
    if (!value.length) throw badValue("$and/$or/$nor must be a nonempty array");
    for (const v of value)
      if (!isPlainObject(v)) throw badValue("$or/$and/$nor entries need to be full objects");
    return logicalOperators[name](selector, value, options);
  };

/** MongoDB's `$sample`: a random sample without repeats, at most `size` documents. */
// biome-ignore lint/suspicious/noExplicitAny: mingo's iterator type
const $sample: Op = (coll: any, expr: unknown) => {
  if (!isPlainObject(expr))
    throw new MongoCommandError(28745, "Location28745", "the $sample stage specification must be an object");
  for (const k of Object.keys(expr))
    if (k !== "size")
      throw new MongoCommandError(28748, "Location28748", `unrecognized option to $sample: ${k}`);
  if (!("size" in expr))
    throw new MongoCommandError(28749, "Location28749", "$sample stage must specify a size");
  if (!isNumber(expr.size))
    throw new MongoCommandError(28746, "Location28746", "size argument to $sample must be a number");
  const size = Number(expr.size);
  if (size < 0)
    throw new MongoCommandError(28747, "Location28747", "size argument to $sample must not be negative");
  return coll.transform((xs: unknown[]) => {
    const out = [...xs];
    const n = Math.min(Math.trunc(size), out.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(Math.random() * (out.length - i));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return Lazy(out.slice(0, n));
  });
};

const $unwind: Op = (coll, expr, options) => {
  const spec = typeof expr === "string" ? { path: expr } : expr;
  if (!isPlainObject(spec))
    throw new MongoCommandError(
      15981,
      "Location15981",
      `expected either a string or an object as specification for $unwind stage, got ${typeof expr}`,
    );
  const path = spec.path;
  if (typeof path !== "string")
    throw new MongoCommandError(28812, "Location28812", "no path specified to $unwind stage");
  if (!path.startsWith("$"))
    throw new MongoCommandError(
      28818,
      "Location28818",
      `path option to $unwind stage should be prefixed with a '$': ${path}`,
    );
  for (const k of Object.keys(spec))
    if (!["path", "includeArrayIndex", "preserveNullAndEmptyArrays"].includes(k))
      throw new MongoCommandError(28811, "Location28811", `unrecognized option to $unwind stage: ${k}`);
  if (spec.includeArrayIndex !== undefined && typeof spec.includeArrayIndex !== "string")
    throw new MongoCommandError(
      28810,
      "Location28810",
      "expected a non-empty string for the includeArrayIndex option to $unwind stage",
    );
  if (spec.preserveNullAndEmptyArrays !== undefined && typeof spec.preserveNullAndEmptyArrays !== "boolean")
    throw new MongoCommandError(
      28809,
      "Location28809",
      "expected a boolean for the preserveNullAndEmptyArrays option to $unwind stage",
    );
  return pipelineOperators.$unwind(coll, spec as { path: string }, options);
};

const isInclusion = (v: unknown) => v === true || (typeof v === "number" && v !== 0);

/**
 * Orders a projected document as MongoDB does: `_id`, then the included fields in the order of the source
 * document, then the computed fields in the order they are written (mingo writes them alphabetically).
 */
export function projectOrder(result: Doc, spec: Doc, source: Doc): Doc {
  const out: Doc = {};
  if ("_id" in result) out._id = result._id;
  const included = new Map<string, Doc | true>();
  for (const [path, v] of Object.entries(spec)) {
    if (!isInclusion(v)) continue;
    const dot = path.indexOf(".");
    if (dot === -1) {
      included.set(path, true);
      continue;
    }
    const top = path.slice(0, dot);
    const prev = included.get(top);
    if (prev === true) continue;
    const sub = prev ?? {};
    sub[path.slice(dot + 1)] = v;
    included.set(top, sub);
  }
  for (const k of Object.keys(source)) {
    if (k === "_id" || !(k in result)) continue;
    const how = included.get(k);
    if (how === true) out[k] = result[k];
    else if (how)
      out[k] =
        isPlainObject(result[k]) && isPlainObject(source[k])
          ? projectOrder(result[k] as Doc, how, source[k] as Doc)
          : result[k];
  }
  for (const path of Object.keys(spec)) {
    const dot = path.indexOf(".");
    const top = dot === -1 ? path : path.slice(0, dot);
    if (top in result && !(top in out)) out[top] = result[top];
  }
  for (const k of Object.keys(result)) if (!(k in out)) out[k] = result[k];
  return out;
}

const $project: Op = (coll, expr, options) => {
  if (!isPlainObject(expr) || !Object.keys(expr).length)
    throw new MongoCommandError(51272, "Location51272", "$project requires at least one output field");
  // biome-ignore lint/suspicious/noExplicitAny: mingo's iterator type
  const sources: any[] = [];
  const projected = pipelineOperators.$project(
    coll.map((d: Doc) => {
      sources.push(d);
      return d;
    }),
    expr,
    options,
  );
  let i = 0;
  return projected.map((d: Doc) => projectOrder(d, expr, sources[i++] ?? {}));
};

/** `$type` in expressions: a Long beyond 2^53 reaches mingo as a bigint, which is MongoDB's "long". */
const $typeExpr: Op = (obj, expr, options) => {
  const v = expressionOperators.$type(obj, expr, options);
  return v === "bigint" ? "long" : v;
};

const CONTEXT = Context.init({
  [OpType.ACCUMULATOR]: accumulatorOperators,
  [OpType.EXPRESSION]: { ...expressionOperators, $type: $typeExpr },
  [OpType.PIPELINE]: { ...pipelineOperators, $sample, $unwind, $project },
  [OpType.PROJECTION]: projectionOperators,
  [OpType.QUERY]: {
    ...queryOperators,
    $eq,
    $ne,
    $in,
    $nin,
    $all,
    $elemMatch,
    $size,
    $regex,
    $mod,
    $not,
    $and: logical("$and"),
    $or: logical("$or"),
    $nor: logical("$nor"),
  },
  [OpType.WINDOW]: windowOperators,
} as Parameters<typeof Context.init>[0]);

export const mingoOptions = { scriptEnabled: false, idKey: "_id", context: CONTEXT } as const;

/** mingo options carrying a command's `let` variables, or the shared options when there are none. */
export const optionsWith = (variables: Variables) =>
  variables ? { ...mingoOptions, variables } : mingoOptions;

/** A mingo query with this server's operators. */
export class Query extends QueryBase {
  constructor(condition: Doc, options: Partial<typeof mingoOptions> & Doc = mingoOptions) {
    super(condition, { ...mingoOptions, ...options });
  }
}

/** A mingo aggregation with this server's operators. */
export class Aggregator extends AggregatorBase {
  constructor(pipeline: Doc[], options: Partial<typeof mingoOptions> & Doc = mingoOptions) {
    super(pipeline, { ...mingoOptions, ...options });
  }
}

const refusedOperators: Record<string, string> = {
  $text:
    "$text needs a text index, which this embedded server does not support; use MongoDB for full-text search",
  $near: "geo queries are not supported by this embedded server; use MongoDB",
  $nearSphere: "geo queries are not supported by this embedded server; use MongoDB",
  $geoWithin: "geo queries are not supported by this embedded server; use MongoDB",
  $geoIntersects: "geo queries are not supported by this embedded server; use MongoDB",
  $where: "$where (server-side JavaScript) is not supported by this embedded server",
  $function: "$function (server-side JavaScript) is not supported by this embedded server",
  $accumulator: "$accumulator (server-side JavaScript) is not supported by this embedded server",
};

/**
 * Checks `$regex` and `$options` anywhere in a filter; mingo turns them into a JavaScript RegExp before any
 * operator sees them, so a number would silently become a pattern.
 */
export function checkRegexOperands(expr: unknown): void {
  if (Array.isArray(expr)) {
    for (const e of expr) checkRegexOperands(e);
    return;
  }
  if (!isPlainObject(expr)) return;
  if ("$regex" in expr && typeof expr.$regex !== "string" && !isRegExp(expr.$regex))
    throw badValue("$regex has to be a string");
  if ("$options" in expr) {
    if (typeof expr.$options !== "string") throw badValue("$options has to be a string");
    if (!("$regex" in expr)) throw badValue("$options needs a $regex");
  }
  for (const v of Object.values(expr)) checkRegexOperands(v);
}

/** Throws a NotImplemented error if the expression uses an operator this server refuses. */
export function refuseUnsupported(expr: unknown): void {
  if (Array.isArray(expr)) {
    for (const e of expr) refuseUnsupported(e);
    return;
  }
  if (!isPlainObject(expr)) return;
  for (const [k, v] of Object.entries(expr)) {
    const reason = refusedOperators[k];
    if (reason) throw notImplemented(reason);
    refuseUnsupported(v);
  }
}

/** A mingo error as MongoDB's error for the same mistake where there is one, otherwise as `fallback`. */
export function fromMingo(e: unknown, fallback: (message: string) => MongoCommandError): MongoCommandError {
  if (e instanceof MongoCommandError) return e;
  const message = (e as Error).message;
  if (message.startsWith("Use of undefined variable"))
    return new MongoCommandError(17276, "Location17276", message);
  if (message.startsWith("unknown query operator"))
    return badValue(`unknown operator: ${message.slice("unknown query operator ".length)}`);
  return fallback(message);
}
