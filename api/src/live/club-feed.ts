import type { ChangeStream, Db, ObjectId, ResumeToken } from "mongodb";
import type { ReservationDoc } from "../repositories/reservation-docs";
import type { WaitlistDoc } from "../repositories/waitlist-repository";
import {
  clubPipeline,
  type FeedChange,
  type FeedMessage,
  idOfToken,
  messageOf,
  watchOptions,
} from "./events";

export type FeedListener = (message: FeedMessage) => void;

/** The server's answer to a resume token older than the history it keeps (a replica set's oplog window). */
export const historyLost = (error: unknown) =>
  (error as { code?: unknown }).code === 286 || (error as { code?: unknown }).code === 280;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One change stream on one club's reservations and waitlist (a stream of the database, filtered), shared by every desk of that club connected to this instance. It
 * keeps the resume token of the last change it saw; when the stream fails it opens again from that token after a
 * pause (doubling up to 5 s), so no change is skipped. When the server no longer has the history behind the token
 * it starts afresh and tells its listeners to `reset`.
 */
export class ClubFeed {
  private readonly listeners = new Set<FeedListener>();
  private stream: ChangeStream<ReservationDoc | WaitlistDoc> | undefined;
  private token: ResumeToken | undefined;
  private closed = false;
  /** Resolved once the stream is established on the server: a change after that is seen. */
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Db,
    readonly clubId: ObjectId,
    private readonly log: (line: string) => void,
  ) {
    this.ready = new Promise((resolve) => void this.run(resolve));
  }

  /** The position after the newest change seen (or the start): where a client that saw it all resumes from. */
  get position(): string | undefined {
    return idOfToken(this.stream?.resumeToken ?? this.token);
  }

  get size() {
    return this.listeners.size;
  }

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    this.closed = true;
    this.listeners.clear();
    await this.stream?.close().catch(() => undefined);
  }

  private emit(message: FeedMessage) {
    for (const listener of this.listeners) listener(message);
  }

  private async run(ready: () => void) {
    let pause = 100;
    while (!this.closed) {
      const stream = this.db.watch<ReservationDoc | WaitlistDoc>(clubPipeline(this.clubId), {
        ...watchOptions,
        ...(this.token ? { resumeAfter: this.token } : {}),
      });
      this.stream = stream;
      try {
        // The first read sends the aggregate: from then on the server keeps every change for this stream.
        await this.deliver(await stream.tryNext());
        ready();
        pause = 100;
        while (!this.closed) await this.deliver(await stream.next());
      } catch (error) {
        if (this.closed) break;
        // The server's position after the last batch, even without a change of this club: reopening from there
        // misses nothing that happened meanwhile.
        this.token = stream.resumeToken ?? this.token;
        if (historyLost(error)) {
          this.token = undefined;
          this.emit({ kind: "reset" });
        }
        this.log(`live feed of club ${this.clubId}: ${(error as Error).message}; reopening`);
        await stream.close().catch(() => undefined);
        await sleep(pause);
        pause = Math.min(pause * 2, 5_000);
      }
    }
    ready();
  }

  private async deliver(change: FeedChange | null) {
    if (!change) return;
    this.token = change._id;
    const message = messageOf(change);
    if (message) this.emit(message);
  }
}
