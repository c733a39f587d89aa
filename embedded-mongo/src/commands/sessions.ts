import { Binary, type Document, Long } from "bson";
import type { Engine } from "../engine/engine";
import { Transaction } from "../engine/transaction";

export type TxnState = "none" | "inProgress" | "committed" | "aborted";

export interface Session {
  /** The highest transaction number seen (a transaction's or a retryable write's). */
  txnNumber: bigint;
  state: TxnState;
  txn: Transaction | null;
  /** The reply of the retryable write with this txnNumber, answered again if it is retried. */
  reply?: Document;
  lastUsed: number;
}

/** MongoDB's transactionLifetimeLimitSeconds default. */
export const TRANSACTION_LIFETIME_MS = 60_000;
/** logicalSessionTimeoutMinutes, as advertised in hello. */
const SESSION_TIMEOUT_MS = 30 * 60_000;

export const toBigInt = (v: unknown): bigint =>
  v instanceof Long
    ? v.toBigInt()
    : typeof v === "bigint"
      ? v
      : BigInt(Math.trunc(Number((v as { value?: number })?.value ?? v)));

/** The key of a command's logical session id (`lsid.id`, a UUID), or null without one. */
export function sessionKey(lsid: unknown): string | null {
  const id = (lsid as { id?: unknown } | undefined)?.id;
  if (id instanceof Binary) return Buffer.from(id.buffer.subarray(0, id.position)).toString("hex");
  return null;
}

/** Server sessions: each one's transaction number, transaction in progress and last retryable write's reply. */
export class Sessions {
  private readonly map = new Map<string, Session>();

  constructor(
    private readonly engine: Engine,
    /** MongoDB's `transactionLifetimeLimitSeconds`: a transaction left open longer is aborted. */
    private readonly transactionLifetimeMs = TRANSACTION_LIFETIME_MS,
  ) {
    for (const r of engine.replayedSessions.values())
      this.map.set(r.s, {
        txnNumber: toBigInt(r.t),
        state: r.r?.committed ? "committed" : "none",
        txn: null,
        reply: r.r?.committed ? undefined : r.r,
        lastUsed: Date.now(),
      });
    engine.replayedSessions.clear();
    engine.sessionRecords = () => this.records();
  }

  get(key: string): Session {
    let s = this.map.get(key);
    if (!s) {
      s = { txnNumber: -1n, state: "none", txn: null, lastUsed: Date.now() };
      this.map.set(key, s);
    }
    s.lastUsed = Date.now();
    return s;
  }

  startTransaction(session: Session, txnNumber: bigint, lsid: Document, txnLong: Document): Transaction {
    this.abort(session);
    session.txnNumber = txnNumber;
    session.state = "inProgress";
    session.reply = undefined;
    session.txn = new Transaction(this.engine, { lsid, txnNumber: txnLong });
    return session.txn;
  }

  abort(session: Session): void {
    if (session.state === "inProgress") session.state = "aborted";
    session.txn?.abort();
    session.txn = null;
  }

  end(keys: string[]): void {
    for (const k of keys) {
      const s = this.map.get(k);
      if (s) this.abort(s);
      this.map.delete(k);
    }
  }

  /** Aborts the open transactions of the given sessions (all of them for `null`). */
  kill(keys: string[] | null): void {
    for (const [k, s] of this.map) if (keys === null || keys.includes(k)) this.abort(s);
  }

  /** Aborts transactions that outlived the lifetime limit and forgets idle sessions. */
  expire(now = Date.now()): void {
    for (const [k, s] of this.map) {
      if (s.txn && s.state === "inProgress" && now - s.txn.started > this.transactionLifetimeMs)
        this.abort(s);
      if (now - s.lastUsed > SESSION_TIMEOUT_MS && s.state !== "inProgress") this.map.delete(k);
    }
  }

  /** What a new snapshot keeps, so a write retried after a restart is still recognised. */
  *records(): Iterable<{ s: string; t: unknown; r?: Document }> {
    for (const [s, session] of this.map) {
      if (session.txnNumber < 0n) continue;
      const t = Long.fromBigInt(session.txnNumber);
      if (session.state === "committed") yield { s, t, r: { committed: true } };
      else if (session.reply) yield { s, t, r: session.reply };
    }
  }
}
