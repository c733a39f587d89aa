import type { ChangeStream, ChangeStreamDocument, Db, Document, ResumeToken } from "mongodb";

/** A change that may alter who may read a club: what changed, and the ids it names. */
export interface AccessChange {
  coll: "accounts" | "sessions" | "staff" | "roles" | "clubs";
  /** The changed document's `_id` (an account, a session digest, a staff membership, a role, a club), as a string. */
  key: string;
  /** The club a staff membership or a role belongs to; undefined when unknown (a deletion). */
  clubId?: string;
  /** The account a staff membership is of. */
  accountId?: string;
}

const collections: AccessChange["coll"][] = ["accounts", "sessions", "staff", "roles", "clubs"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accessChangeOf(change: ChangeStreamDocument<Document>): AccessChange | undefined {
  if (!("ns" in change) || !("documentKey" in change)) return undefined;
  const coll = change.ns.coll as AccessChange["coll"];
  if (!collections.includes(coll)) return undefined;
  const full = "fullDocument" in change ? change.fullDocument : undefined;
  return {
    coll,
    key: String(change.documentKey._id),
    ...(full?.clubId ? { clubId: String(full.clubId) } : {}),
    ...(full?.accountId ? { accountId: String(full.accountId) } : {}),
  };
}

/**
 * One change stream per instance on the collections that decide access (accounts, sessions, staff, roles, clubs),
 * open while any live stream is: a suspension, a changed role, a removal or a sign-out reaches the open streams it
 * concerns within the time a change takes to arrive, with no query per stream until then. Sign-in writes a session
 * too; those inserts are left out on the server.
 */
export class AccessWatch {
  private stream: ChangeStream | undefined;
  private token: ResumeToken | undefined;
  private closed = false;
  /** Resolved once the stream is established on the server: a change after that is seen. */
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly onChange: (change: AccessChange) => void,
    private readonly log: (line: string) => void,
  ) {
    this.ready = new Promise((resolve) => void this.run(resolve));
  }

  async close() {
    this.closed = true;
    await this.stream?.close().catch(() => undefined);
  }

  private deliver(change: ChangeStreamDocument<Document> | null) {
    if (!change) return;
    this.token = change._id;
    const access = accessChangeOf(change);
    if (access) this.onChange(access);
  }

  private async run(ready: () => void) {
    let pause = 100;
    while (!this.closed) {
      const stream = this.db.watch(
        [
          {
            $match: {
              "ns.coll": { $in: collections },
              operationType: { $in: ["update", "replace", "delete", "insert"] },
              $nor: [{ "ns.coll": "sessions", operationType: "insert" }],
            },
          },
        ],
        { fullDocument: "updateLookup", ...(this.token ? { resumeAfter: this.token } : {}) },
      );
      this.stream = stream;
      try {
        this.deliver(await stream.tryNext());
        ready();
        pause = 100;
        for (;;) this.deliver(await stream.next());
      } catch (error) {
        if (this.closed) break;
        // Whatever was missed while away, the streams' periodic re-check catches; from the token nothing is.
        this.log(`live access watch: ${(error as Error).message}; reopening`);
        if ((error as { code?: unknown }).code === 286) this.token = undefined;
        await stream.close().catch(() => undefined);
        await sleep(pause);
        pause = Math.min(pause * 2, 5_000);
      }
    }
    ready();
  }
}
