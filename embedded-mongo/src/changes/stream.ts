import { type Document, Timestamp } from "bson";
import type { Engine } from "../engine/engine";
import { Aggregator, fromMingo, mingoOptions, Query, refuseUnsupported } from "../engine/mingo";
import { type Doc, isPlainObject, plain } from "../engine/values";
import { badValue, MongoCommandError, unknownField } from "../errors";
import {
  type EventOptions,
  eventOf,
  HIGH_WATER,
  invalidateOf,
  invalidResumeToken,
  parseToken,
  type ResumePoint,
  tokenOf,
} from "./events";
import { type Change, comparePositions } from "./oplog";

/** The stages MongoDB allows after `$changeStream`. */
const ALLOWED = new Set([
  "$match",
  "$project",
  "$addFields",
  "$set",
  "$unset",
  "$replaceRoot",
  "$replaceWith",
  "$redact",
]);

/** Every stage name MongoDB 7 knows: any other is refused as unrecognized (40324), before the change-stream check. */
const KNOWN_STAGES = new Set(
  (
    "$addFields $bucket $bucketAuto $changeStream $changeStreamSplitLargeEvent $collStats $count $currentOp " +
    "$densify $documents $facet $fill $geoNear $graphLookup $group $indexStats $limit $listLocalSessions " +
    "$listSampledQueries $listSearchIndexes $listSessions $lookup $match $merge $out $planCacheStats $project " +
    "$redact $replaceRoot $replaceWith $sample $search $searchMeta $set $setWindowFields $shardedDataDistribution " +
    "$skip $sort $sortByCount $unionWith $unset $unwind $vectorSearch"
  ).split(" "),
);

const OPTIONS = new Set([
  "resumeAfter",
  "startAfter",
  "startAtOperationTime",
  "fullDocument",
  "fullDocumentBeforeChange",
  "allChangesForCluster",
  "showExpandedEvents",
]);

const historyLost = () =>
  new MongoCommandError(
    286,
    "ChangeStreamHistoryLost",
    "Resume of change stream was not possible, as the resume point may no longer be in the oplog.",
  );

const fatal = (msg: string) => new MongoCommandError(280, "ChangeStreamFatalError", msg);

/** Events of the DDL operations MongoDB reports only with `showExpandedEvents`. */
const EXPANDED = new Set(["create", "createIndexes", "dropIndexes", "modify"]);

/** Where a stream watches: one collection, one database, or every database (`db` undefined). */
export interface Scope {
  db?: string;
  coll?: string;
}

function enumOption<T extends string>(value: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !allowed.includes(value as T))
    throw badValue(
      `Enumeration value '${String(value)}' for field '$changeStream.${field}' is not a valid value.`,
    );
  return value as T;
}

/**
 * One open change stream: where it is in the history, what it watches, and the stages that shape its events.
 * Reading never waits; `ChangeStreams` wakes waiting getMores when a change commits.
 */
export class ChangeStream {
  /** The last position read; the next events come after it. */
  private position: ResumePoint;
  readonly options: EventOptions;
  private readonly stages: Doc[];
  private readonly matchOnly: Query[] | null;
  /** Set once an invalidate event was read: the stream ends after that batch. */
  closed = false;

  constructor(
    private readonly engine: Engine,
    readonly scope: Scope,
    spec: Doc,
    stages: Doc[],
  ) {
    for (const key of Object.keys(spec)) if (!OPTIONS.has(key)) throw unknownField(`$changeStream.${key}`);
    this.options = {
      fullDocument: enumOption(
        spec.fullDocument,
        "fullDocument",
        ["default", "updateLookup", "whenAvailable", "required"],
        "default",
      ),
      fullDocumentBeforeChange: enumOption(
        spec.fullDocumentBeforeChange,
        "fullDocumentBeforeChange",
        ["off", "whenAvailable", "required"],
        "off",
      ),
      showExpandedEvents: spec.showExpandedEvents === true,
    };
    for (const stage of stages) {
      const name = Object.keys(stage)[0] ?? "";
      if (!KNOWN_STAGES.has(name))
        throw new MongoCommandError(40324, "Location40324", `Unrecognized pipeline stage name: '${name}'`);
      if (!ALLOWED.has(name))
        throw new MongoCommandError(
          20,
          "IllegalOperation",
          `${name} is not permitted in a $changeStream pipeline`,
        );
    }
    refuseUnsupported(stages);
    this.stages = plain(stages) as Doc[];
    this.matchOnly = this.stages.every((s) => s.$match)
      ? this.stages.map((s) => new Query(s.$match as Doc, mingoOptions))
      : null;
    this.position = this.start(spec);
  }

  private start(spec: Doc): ResumePoint {
    const given = ["resumeAfter", "startAfter", "startAtOperationTime"].filter((k) => spec[k] !== undefined);
    if (given.length > 1)
      throw new MongoCommandError(
        40674,
        "Location40674",
        "Only one type of resume option is allowed, but multiple were found.",
      );
    const oplog = this.engine.oplog;
    let point: ResumePoint;
    if (spec.resumeAfter !== undefined) {
      point = parseToken(spec.resumeAfter);
      if (point.invalidate)
        throw invalidResumeToken(
          "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification.",
        );
    } else if (spec.startAfter !== undefined) point = parseToken(spec.startAfter);
    else if (spec.startAtOperationTime !== undefined) {
      const ts = spec.startAtOperationTime;
      if (!(ts instanceof Timestamp))
        throw new MongoCommandError(
          14,
          "TypeMismatch",
          "BSON field '$changeStream.startAtOperationTime' is the wrong type, expected type 'timestamp'",
        );
      point = { t: ts.t, i: ts.i, x: -1, invalidate: false };
    } else return { ...this.engine.clock.last, x: HIGH_WATER, invalidate: false };
    if (comparePositions(point, oplog.floor) < 0) throw historyLost();
    return point;
  }

  /** Whether a change belongs to what this stream watches. */
  private watches(change: Change): boolean {
    const { db, coll } = this.scope;
    if (db === undefined) return !["admin", "config", "local"].includes(change.db);
    if (change.db !== db) return false;
    if (coll === undefined) return !change.coll?.startsWith("system.");
    return change.coll === coll;
  }

  /** Whether the change ends this stream (after its own event). */
  private invalidates(change: Change): boolean {
    const { db, coll } = this.scope;
    if (db === undefined || change.db !== db) return false;
    if (coll === undefined) return change.op === "dropDatabase";
    return change.coll === coll && (change.op === "drop" || change.op === "rename");
  }

  /**
   * The event of a change, built once for every stream with the same options (many streams read each change);
   * an update looked up (`updateLookup`) is read for each stream, since the document may change in between.
   */
  private eventFor(change: Change): Doc {
    if (this.options.fullDocument === "updateLookup" && change.op === "update")
      return eventOf(change, this.options, this.engine);
    let byOptions = built.get(change);
    if (!byOptions) {
      byOptions = new Map();
      built.set(change, byOptions);
    }
    const key = `${this.options.fullDocument}/${this.options.fullDocumentBeforeChange}/${this.options.showExpandedEvents}`;
    let event = byOptions.get(key);
    if (!event) {
      event = eventOf(change, this.options, this.engine);
      byOptions.set(key, event);
    }
    return event;
  }

  /** Runs the stream's stages on an event; null when they filter it out. */
  private shape(event: Doc): Doc | null {
    if (!this.stages.length) return event;
    const view = viewOf(event);
    if (this.matchOnly) return this.matchOnly.every((q) => q.test(view)) ? event : null;
    let out: Doc[];
    try {
      out = new Aggregator(this.stages, mingoOptions).run([view]) as Doc[];
    } catch (e) {
      throw fromMingo(e, (message) => new MongoCommandError(40324, "Location40324", message));
    }
    const result = out[0];
    if (!result) return null;
    const id = result._id as Doc | undefined;
    if (!isPlainObject(id) || id._data !== (event._id as Doc)._data)
      throw fatal(
        "Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed.",
      );
    return result;
  }

  /** The events committed since the last read, up to `max`, and the token to resume after them. */
  read(max: number): { events: Doc[]; postBatchResumeToken: Document } {
    const events: Doc[] = [];
    if (this.closed)
      return { events, postBatchResumeToken: tokenOf(this.position, this.position.invalidate) };
    for (const change of this.engine.oplog.since(this.position)) {
      if (events.length >= max) return { events, postBatchResumeToken: tokenOf(this.position) };
      this.position = { t: change.t, i: change.i, x: change.x, invalidate: false };
      if (!this.watches(change)) continue;
      if (EXPANDED.has(change.op) && !this.options.showExpandedEvents) continue;
      const event = this.shape(this.eventFor(change));
      if (event) events.push(event);
      if (this.invalidates(change)) {
        this.position = { ...this.position, invalidate: true };
        this.closed = true;
        const invalidate = this.shape(invalidateOf(change));
        if (invalidate) events.push(invalidate);
        return { events, postBatchResumeToken: tokenOf(this.position, true) };
      }
    }
    // Everything committed so far was read: the token is a high-water mark at the latest cluster time.
    const last = this.engine.clock.last;
    if (comparePositions({ ...last, x: HIGH_WATER }, this.position) > 0)
      this.position = { ...last, x: HIGH_WATER, invalidate: false };
    return { events, postBatchResumeToken: tokenOf(this.position) };
  }
}

/** Events already built, per change and stream options (they go when the history forgets the change). */
const built = new WeakMap<Change, Map<string, Doc>>();

/** The event as the stages see it: numbers as numbers, but the cluster time kept a timestamp. */
function viewOf(event: Doc): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(event)) out[k] = k === "clusterTime" ? v : plain(v);
  return out;
}
