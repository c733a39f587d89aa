import type { Document, Long } from "bson";
import type { Doc } from "../engine/values";
import { deliveryStats } from "./delivery";

export type ChangeOp =
  | "insert"
  | "update"
  | "replace"
  | "delete"
  | "drop"
  | "rename"
  | "dropDatabase"
  | "create"
  | "createIndexes"
  | "dropIndexes"
  | "modify";

/** A position in the history: cluster time, then the index of the change within it (a transaction's order). */
export interface Position {
  t: number;
  i: number;
  x: number;
}

/** One committed change, as the history keeps it. */
export interface Change extends Position {
  op: ChangeOp;
  db: string;
  coll?: string;
  /** The changed document's `_id`. */
  id?: unknown;
  /** The document after the change (insert, update, replace). */
  doc?: Doc;
  /** The document before the change (update, replace, delete). */
  before?: Doc;
  /** Whether the collection kept pre- and post-images when the change was made. */
  images?: boolean;
  to?: { db: string; coll: string };
  /** `operationDescription` of the expanded DDL events. */
  desc?: Doc;
  uuid?: unknown;
  wall: Date;
  lsid?: Document;
  txnNumber?: Long;
}

export const comparePositions = (a: Position, b: Position): number => a.t - b.t || a.i - b.i || a.x - b.x;

/** The default number of changes kept (see the README: memory and restart cost grow with it). */
export const DEFAULT_HISTORY = 10_000;

/**
 * The retained history of committed changes (a replica set's oplog): the newest `max` changes, in commit order,
 * kept in memory and in the journal and snapshots, so a change stream resumes across a restart. `floor` is the
 * newest position no longer retained: a stream may resume from any position at or after it.
 */
export class Oplog {
  private entries: Change[] = [];
  private head = 0;
  private waiters: (() => void)[] = [];
  private notifying = false;
  floor: Position = { t: 0, i: 0, x: 0 };
  /** Whether the floor was read from disk (otherwise start-up records it). */
  floorKnown = false;

  constructor(readonly max = DEFAULT_HISTORY) {}

  get size(): number {
    return this.entries.length - this.head;
  }

  get last(): Change | undefined {
    return this.entries.length > this.head ? this.entries[this.entries.length - 1] : undefined;
  }

  append(change: Change): void {
    deliveryStats?.committed();
    this.entries.push(change);
    while (this.entries.length - this.head > this.max) {
      const dropped = this.entries[this.head++] as Change;
      this.floor = { t: dropped.t, i: dropped.i, x: dropped.x };
    }
    if (this.head > 4096 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
    this.wake();
  }

  /** Takes a change back out (its journal write failed). */
  remove(change: Change): void {
    const at = this.entries.lastIndexOf(change);
    if (at >= this.head) this.entries.splice(at, 1);
  }

  /** Index of the first change after `p`. */
  private after(p: Position): number {
    let lo = this.head;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (comparePositions(this.entries[mid] as Change, p) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The changes after `p`, oldest first. */
  *since(p: Position): Iterable<Change> {
    for (let k = this.after(p); k < this.entries.length; k++) yield this.entries[k] as Change;
  }

  *all(): Iterable<Change> {
    for (let k = this.head; k < this.entries.length; k++) yield this.entries[k] as Change;
  }

  /** Calls `wake` once at the next change; costs nothing while nothing changes. */
  subscribe(wake: () => void): void {
    this.waiters.push(wake);
  }

  /** Forgets a waiter that gave up (its time ran out). */
  unsubscribe(resolve: () => void): void {
    const at = this.waiters.indexOf(resolve);
    if (at >= 0) this.waiters.splice(at, 1);
  }

  /** Wakes every waiter once per turn, however many changes the turn committed. */
  private wake(): void {
    if (this.notifying || !this.waiters.length) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      const waiters = this.waiters;
      this.waiters = [];
      for (const w of waiters) w();
    });
  }

  /** Wakes every waiter (the server is stopping). */
  wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
