import { BSON, Long } from "bson";
import type { Doc } from "./engine/values";
import { cursorNotFound } from "./errors";

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  pos: number;
  project: (d: Doc) => Doc;
  lastUsed: number;
}

/** A cursor whose batches are produced as they are asked for (a change stream). */
export interface LiveCursor {
  ns: string;
  lastUsed: number;
  /** Set while a getMore runs on it (a second one at the same time is refused, as on MongoDB). */
  busy?: boolean;
}

/** Server-side cursors over a result computed at query time, closed after an idle time-out. */
export class Cursors {
  private readonly open = new Map<string, OpenCursor>();
  private readonly live = new Map<string, LiveCursor>();
  private nextId = BigInt(Date.now()) * 1000n;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly idleMs: number) {
    this.timer = setInterval(() => this.sweep(), Math.min(idleMs, 60_000));
    this.timer.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, c] of this.open) if (now - c.lastUsed > this.idleMs) this.open.delete(id);
    for (const [id, c] of this.live) if (!c.busy && now - c.lastUsed > this.idleMs) this.live.delete(id);
  }

  /** Registers a live cursor and returns its id. */
  addLive(cursor: LiveCursor): Long {
    const id = this.nextId++;
    this.live.set(String(id), cursor);
    return Long.fromBigInt(id);
  }

  getLive(id: Long): LiveCursor | undefined {
    return this.live.get(id.toString());
  }

  closeLive(id: Long): void {
    this.live.delete(id.toString());
  }

  get size(): number {
    return this.open.size;
  }

  private take(c: OpenCursor, batchSize: number | undefined): Doc[] {
    const batch: Doc[] = [];
    let bytes = 0;
    const max = batchSize && batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY;
    while (c.pos < c.docs.length && batch.length < max) {
      const doc = c.project(c.docs[c.pos] as Doc);
      bytes += BSON.calculateObjectSize(doc);
      if (bytes > MAX_BATCH_BYTES && batch.length) break;
      batch.push(doc);
      c.pos++;
    }
    return batch;
  }

  /** Returns the first batch and the cursor id (0 when everything fitted). */
  first(ns: string, docs: Doc[], project: (d: Doc) => Doc, batchSize = 101, single = false) {
    const cursor: OpenCursor = { ns, docs, pos: 0, project, lastUsed: Date.now() };
    const firstBatch = this.take(cursor, batchSize);
    if (single || cursor.pos >= docs.length) return { cursor: { firstBatch, id: Long.ZERO, ns }, ok: 1 };
    const id = this.nextId++;
    this.open.set(String(id), cursor);
    return { cursor: { firstBatch, id: Long.fromBigInt(id), ns }, ok: 1 };
  }

  more(id: Long, batchSize: number | undefined) {
    const key = id.toString();
    const c = this.open.get(key);
    if (!c) throw cursorNotFound(`cursor id ${key} not found`);
    c.lastUsed = Date.now();
    const nextBatch = this.take(c, batchSize);
    const done = c.pos >= c.docs.length;
    if (done) this.open.delete(key);
    return { cursor: { nextBatch, id: done ? Long.ZERO : id, ns: c.ns }, ok: 1 };
  }

  kill(ids: Long[]) {
    const cursorsKilled: Long[] = [];
    const cursorsNotFound: Long[] = [];
    for (const id of ids)
      (this.open.delete(id.toString()) || this.live.delete(id.toString())
        ? cursorsKilled
        : cursorsNotFound
      ).push(id);
    return { cursorsKilled, cursorsNotFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  get liveCount(): number {
    return this.live.size;
  }

  close(): void {
    clearInterval(this.timer);
    this.open.clear();
    this.live.clear();
  }
}
