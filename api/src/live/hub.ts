import type { Db, ObjectId } from "mongodb";
import { type AccessChange, AccessWatch } from "./access-watch";
import { ClubFeed, type FeedListener } from "./club-feed";
import { ReleaseFeeds } from "./release-feed";

/** One open live stream (one desk), as the hub knows it. */
export interface LiveSubscriber {
  clubId: ObjectId;
  /** The club's owner: their suspension closes the club to its staff. */
  ownerId: ObjectId;
  accountId: ObjectId;
  sessionDigest: string;
  listener: FeedListener;
  /** Whether the caller may still read the club's bookings (session alive, account active, role granting it). */
  mayRead: () => Promise<boolean>;
  /** Ends the stream (access lost, or the instance stopping). */
  end: () => void;
}

export interface LiveHubOptions {
  log?: (line: string) => void;
  /** How often each open stream checks its caller's access regardless of changes (session expiry, missed changes). */
  recheckMs?: number;
}

/**
 * The live streams of one API instance: one `ClubFeed` per club with open desks (opened with the first desk, closed
 * with the last), one `AccessWatch` while any stream is open, and every open stream, so a change of access re-checks
 * the streams it concerns and `close()` (on SIGTERM) ends them all, for the desks to reconnect to another instance.
 * Nothing here is shared between instances: each watches the database itself.
 */
export class LiveHub {
  private readonly feeds = new Map<string, ClubFeed>();
  private readonly subscribers = new Set<LiveSubscriber>();
  private access: AccessWatch | undefined;
  private readonly log: (line: string) => void;
  private readonly recheckMs: number;
  private timer: NodeJS.Timeout | undefined;
  closed = false;
  /** The golfers' release pages open on this instance: one change stream per release. */
  readonly releases: ReleaseFeeds;

  constructor(
    private readonly db: Db,
    options: LiveHubOptions = {},
  ) {
    this.log = options.log ?? (() => undefined);
    this.recheckMs = options.recheckMs ?? 60_000;
    this.releases = new ReleaseFeeds(db, this.log);
  }

  /** The database whose reservations and waitlist the feeds follow. */
  get database() {
    return this.db;
  }

  /** How many clubs this instance watches, and how many desks it serves. */
  get counts() {
    return { clubs: this.feeds.size, streams: this.subscribers.size };
  }

  /**
   * Adds a desk to its club's feed (opening the feed and the access watch if it is the first) and waits until both
   * are established, so any change from then on reaches it. Answers the unsubscribe and the feed's position.
   */
  async subscribe(subscriber: LiveSubscriber): Promise<{ feed: ClubFeed; unsubscribe: () => void }> {
    const key = subscriber.clubId.toHexString();
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = new ClubFeed(this.db, subscriber.clubId, this.log);
      this.feeds.set(key, feed);
    }
    this.access ??= new AccessWatch(this.db, (change) => this.accessChanged(change), this.log);
    this.timer ??= setInterval(() => this.recheck(() => true), this.recheckMs);
    this.timer.unref();
    const stop = feed.subscribe(subscriber.listener);
    this.subscribers.add(subscriber);
    const ownFeed = feed;
    const unsubscribe = () => {
      stop();
      this.subscribers.delete(subscriber);
      if (ownFeed.size === 0 && this.feeds.get(key) === ownFeed) {
        this.feeds.delete(key);
        void ownFeed.close();
      }
      if (this.subscribers.size === 0) void this.idle();
    };
    await Promise.all([feed.ready, this.access.ready]);
    return { feed, unsubscribe };
  }

  /** Ends every stream and stops watching; later subscriptions are refused by the route. */
  async close() {
    this.closed = true;
    for (const subscriber of [...this.subscribers]) subscriber.end();
    await this.idle();
    await Promise.all([...this.feeds.values()].map((feed) => feed.close()));
    this.feeds.clear();
    await this.releases.close();
  }

  private async idle() {
    clearInterval(this.timer);
    this.timer = undefined;
    const access = this.access;
    this.access = undefined;
    await access?.close();
  }

  private accessChanged(change: AccessChange) {
    const concerns = (s: LiveSubscriber): boolean => {
      switch (change.coll) {
        case "sessions":
          return s.sessionDigest === change.key;
        case "accounts":
          return s.accountId.toHexString() === change.key || s.ownerId.toHexString() === change.key;
        case "clubs":
          return s.clubId.toHexString() === change.key;
        case "staff":
          // A deleted membership names no club: every stream checks (removals are rare).
          return change.clubId === undefined || s.clubId.toHexString() === change.clubId;
        case "roles":
          return change.clubId === undefined || s.clubId.toHexString() === change.clubId;
      }
    };
    this.recheck(concerns);
  }

  private recheck(concerns: (subscriber: LiveSubscriber) => boolean) {
    for (const subscriber of this.subscribers) {
      if (!concerns(subscriber)) continue;
      subscriber
        .mayRead()
        .then((allowed) => {
          if (!allowed) subscriber.end();
        })
        .catch((error: Error) => this.log(`live access check failed: ${error.message}`));
    }
  }
}
