import type { ChangeStream, Db, Document, ObjectId } from "mongodb";
import { historyLost } from "./club-feed";

/** What changed in a release: the release itself (its line moved) or one golfer's entry; or the instance stops. */
export type ReleaseChange = { kind: "release" } | { kind: "entry"; entryId: string } | { kind: "end" };
type Listener = (change: ReleaseChange) => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One change stream on one release and its entries, shared by every golfer of that release whose page is open on
 * this instance; opened with the first, closed with the last. It reopens from its last resume token after a
 * failure, so no step of the line is missed; when that history is gone, every listener is told the release changed
 * (each page reads its entry again).
 */
class ReleaseFeed {
  readonly listeners = new Set<Listener>();
  private stream: ChangeStream | undefined;
  private token: unknown;
  private closed = false;
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly releaseId: ObjectId,
    private readonly log: (line: string) => void,
  ) {
    this.ready = new Promise((resolve) => void this.run(resolve));
  }

  async close() {
    this.closed = true;
    this.listeners.clear();
    await this.stream?.close().catch(() => undefined);
  }

  private emit(change: ReleaseChange) {
    for (const listener of this.listeners) listener(change);
  }

  private pipeline(): Document[] {
    return [
      {
        $match: {
          operationType: { $in: ["insert", "update", "replace"] },
          $or: [
            { "ns.coll": "releases", "documentKey._id": this.releaseId },
            { "ns.coll": "releaseEntries", "fullDocument.releaseId": this.releaseId },
          ],
        },
      },
    ];
  }

  private async run(ready: () => void) {
    let pause = 100;
    while (!this.closed) {
      const stream = this.db.watch(this.pipeline(), {
        fullDocument: "updateLookup",
        ...(this.token ? { resumeAfter: this.token } : {}),
      });
      this.stream = stream;
      try {
        this.deliver(await stream.tryNext());
        ready();
        pause = 100;
        while (!this.closed) this.deliver(await stream.next());
      } catch (error) {
        if (this.closed) break;
        this.token = stream.resumeToken ?? this.token;
        if (historyLost(error)) {
          this.token = undefined;
          this.emit({ kind: "release" });
        }
        this.log(`live feed of release ${this.releaseId}: ${(error as Error).message}; reopening`);
        await stream.close().catch(() => undefined);
        await sleep(pause);
        pause = Math.min(pause * 2, 5_000);
      }
    }
    ready();
  }

  private deliver(change: Document | null) {
    if (!change) return;
    this.token = change._id;
    if (change.ns?.coll === "releases") this.emit({ kind: "release" });
    else if (change.documentKey?._id) this.emit({ kind: "entry", entryId: String(change.documentKey._id) });
  }
}

/** This instance's release feeds, one per release with open pages. */
export class ReleaseFeeds {
  private readonly feeds = new Map<string, ReleaseFeed>();

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void,
  ) {}

  get count() {
    return this.feeds.size;
  }

  /** Listens to a release from now on (once the stream is established); answers the unsubscribe. */
  async subscribe(releaseId: ObjectId, listener: Listener): Promise<() => void> {
    const key = releaseId.toHexString();
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = new ReleaseFeed(this.db, releaseId, this.log);
      this.feeds.set(key, feed);
    }
    const own = feed;
    own.listeners.add(listener);
    await own.ready;
    return () => {
      own.listeners.delete(listener);
      if (own.listeners.size === 0 && this.feeds.get(key) === own) {
        this.feeds.delete(key);
        void own.close();
      }
    };
  }

  /** Ends every page's stream (the instance stops: pages reconnect to another) and stops watching. */
  async close() {
    for (const feed of this.feeds.values()) for (const listener of feed.listeners) listener({ kind: "end" });
    await Promise.all([...this.feeds.values()].map((feed) => feed.close()));
    this.feeds.clear();
  }
}
