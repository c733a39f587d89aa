import { type Document, Timestamp } from "bson";
import { Clock } from "../changes/clock";
import { type Change, Oplog } from "../changes/oplog";
import type { Logger, Store } from "../storage/store";
import type { Collection } from "./collection";

/** A journalled record of a retryable write or committed transaction's session (see sessions.ts). */
export interface SessionRecord {
  s: string;
  t: unknown;
  r?: Document;
}

/** The session of a committing transaction, which its change events carry. */
export interface TxnContext {
  lsid: Document;
  txnNumber: Document;
}

interface Group {
  ops: Document[];
  undo: (() => void)[];
}

/**
 * How the engine records its changes: in the change-stream history (a committing transaction's changes share
 * one cluster time and carry its session) and in the journal (one record per change, or per group of them),
 * compacted into a new snapshot when it grows large.
 */
export abstract class Recorder {
  constructor(
    public store: Store | null,
    private readonly log: Logger = () => {},
    private readonly compactBytes = 64 << 20,
    readonly dbs = new Map<string, Map<string, Collection>>(),
    readonly oplog = new Oplog(),
  ) {}

  readonly clock = new Clock();
  /** Set while a transaction commits: its changes share one cluster time and carry its session. */
  private txn: { ctx: TxnContext; t: number; i: number; x: number } | null = null;

  /** Runs a transaction's commit so its changes are stamped as one transaction's. */
  asTransaction<T>(ctx: TxnContext, fn: () => T): T {
    const { t, i } = this.clock.tick();
    this.txn = { ctx, t, i, x: 0 };
    try {
      return fn();
    } finally {
      this.txn = null;
    }
  }

  /**
   * Adds a committed change to the history and returns the fields its journal record carries so a restart
   * rebuilds the same change.
   */
  protected change(fields: Omit<Change, "t" | "i" | "x" | "wall">, wall = new Date()): Document {
    this.lastChange = null;
    if (this.replaying) return {};
    let pos: { t: number; i: number; x: number };
    if (this.txn) pos = { t: this.txn.t, i: this.txn.i, x: this.txn.x++ };
    else pos = { ...this.clock.tick(), x: 0 };
    const change: Change = { ...pos, ...fields, wall };
    if (this.txn) {
      change.lsid = this.txn.ctx.lsid;
      change.txnNumber = this.txn.ctx.txnNumber as Change["txnNumber"];
    }
    this.oplog.append(change);
    this.lastChange = change;
    return { ts: new Timestamp({ t: pos.t, i: pos.i }), ...(pos.x ? { x: pos.x } : {}), w: wall };
  }
  /** Set during start-up: changes come from the records replayed, not from the calls replaying them. */
  replaying = false;
  /** The change the last `change` call made, so a failed journal write takes it back. */
  protected lastChange: Change | null = null;

  protected takeBack(change: Change | null): () => void {
    return () => {
      if (change) this.oplog.remove(change);
    };
  }

  /** Makes the history continue from a journalled change during start-up. */
  replayed(r: Document, fields: Omit<Change, "t" | "i" | "x" | "wall">, txn?: Document): void {
    if (!(r.ts instanceof Timestamp)) return;
    const t = r.ts.t;
    const i = r.ts.i;
    const change: Change = { t, i, x: Number(r.x ?? 0), ...fields, wall: r.w as Date };
    if (txn) {
      change.lsid = txn.lsid as Document;
      change.txnNumber = txn.tn as Change["txnNumber"];
    }
    this.oplog.append(change);
    this.clock.advanceTo({ t, i });
  }

  private group: Group | null = null;
  /** The latest session record of each session found at start-up (retryable writes, committed transactions). */
  readonly replayedSessions = new Map<string, SessionRecord>();
  /** Supplies the session records a new snapshot keeps. */
  sessionRecords: () => Iterable<SessionRecord> = () => [];

  /**
   * Runs `fn` and journals every change it makes as one record (a committed transaction, a retryable write),
   * so a crash keeps all of it or none. If `fn` throws, its changes are undone and nothing is journalled.
   */
  grouped<T>(fn: () => T, extra: () => Document = () => ({})): T {
    if (this.group) return fn();
    const group: Group = { ops: [], undo: [] };
    this.group = group;
    let result: T;
    try {
      result = fn();
    } catch (e) {
      this.group = null;
      for (let i = group.undo.length - 1; i >= 0; i--) (group.undo[i] as () => void)();
      throw e;
    }
    this.group = null;
    const more = extra();
    if (group.ops.length || Object.keys(more).length)
      this.store?.append({ o: "grp", ops: group.ops, ...more }, () => {
        for (let i = group.undo.length - 1; i >= 0; i--) (group.undo[i] as () => void)();
      });
    return result;
  }

  /** Whether writes in a group are being collected (and how many so far). */
  get groupSize(): number {
    return this.group?.ops.length ?? 0;
  }

  /** Journals a change already made in memory, with the function that reverts it should the journal fail. */
  protected record(record: Document, undo: () => void): void {
    if (this.group) {
      this.group.ops.push(record);
      this.group.undo.push(undo);
    } else this.store?.append(record, undo);
  }

  /** Resolves once the changes applied so far are durable or undone. */
  settled(): Promise<void> {
    return this.store && !this.store.idle ? this.store.settled() : Promise.resolve();
  }

  /** Waits until this change and every earlier one is durable, then compacts if the journal grew large. */
  async commit(): Promise<void> {
    const store = this.store;
    if (!store?.hasPending) return;
    await store.commit();
    if (store.size <= this.compactBytes || !store.idle) return;
    try {
      this.compact();
    } catch (e) {
      // The write itself is durable; a failed compaction only leaves a longer journal.
      this.log(`embedded-mongo: compaction failed: ${(e as Error).message}`);
    }
  }

  compact(): void {
    this.store?.compact(this.dump());
  }

  private *dump(): Iterable<Document> {
    for (const session of this.sessionRecords()) yield { o: "sess", ...session };
    yield { o: "floor", ...this.oplog.floor };
    for (const e of this.oplog.all()) yield { o: "ev", e: stored(e) };
    for (const [d, colls] of this.dbs)
      for (const [c, coll] of colls) {
        yield { o: "ccoll", d, c, opts: coll.options, u: coll.uuid };
        for (const index of coll.indexes.values()) yield { o: "cidx", d, c, spec: index.spec };
        for (const doc of coll.docs.values()) yield { o: "put", d, c, doc };
      }
  }
}

/** A change as a snapshot keeps it (fields that are not set are left out). */
function stored(e: Change): Document {
  const out: Document = {};
  for (const [k, v] of Object.entries(e)) if (v !== undefined) out[k] = v;
  return out;
}
