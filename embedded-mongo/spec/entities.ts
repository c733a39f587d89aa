/**
 * The unified test format's entities: clients (with the command events they observe), databases, collections,
 * sessions, and whatever an operation saved (change streams, cursors, plain values).
 */
import {
  type ChangeStream,
  type ClientSession,
  type Collection,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Db,
  type Document,
  MongoClient,
  type MongoClientOptions,
} from "mongodb";

export type ObservedEvent =
  | { kind: "commandStartedEvent"; event: CommandStartedEvent }
  | { kind: "commandSucceededEvent"; event: CommandSucceededEvent }
  | { kind: "commandFailedEvent"; event: CommandFailedEvent }
  | { kind: string; event: Document };

export interface ClientEntity {
  client: MongoClient;
  events: ObservedEvent[];
  /** Fail points this client set, turned off after the test. */
  failPoints: string[];
}

/** Commands the format says a runner never reports (security-sensitive, or the runner's own fault injection). */
const ALWAYS_IGNORED = new Set([
  "configurefailpoint",
  "authenticate",
  "saslstart",
  "saslcontinue",
  "getnonce",
  "createuser",
  "updateuser",
  "copydbgetnonce",
  "copydbsaslstart",
  "copydb",
]);
const HELLO = new Set(["hello", "ismaster"]);

const CMAP_EVENTS: Record<string, string> = {
  poolCreatedEvent: "connectionPoolCreated",
  poolReadyEvent: "connectionPoolReady",
  poolClearedEvent: "connectionPoolCleared",
  poolClosedEvent: "connectionPoolClosed",
  connectionCreatedEvent: "connectionCreated",
  connectionReadyEvent: "connectionReady",
  connectionClosedEvent: "connectionClosed",
  connectionCheckOutStartedEvent: "connectionCheckOutStarted",
  connectionCheckOutFailedEvent: "connectionCheckOutFailed",
  connectionCheckedOutEvent: "connectionCheckedOut",
  connectionCheckedInEvent: "connectionCheckedIn",
};
const COMMAND_EVENTS: Record<string, string> = {
  commandStartedEvent: "commandStarted",
  commandSucceededEvent: "commandSucceeded",
  commandFailedEvent: "commandFailed",
};

/** A client entity's connection string: the server's, with the test's `uriOptions` added. */
function uriWith(base: string, uriOptions: Document = {}): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(uriOptions)) {
    url.searchParams.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return url.toString();
}

export class Entities {
  readonly values = new Map<string, unknown>();
  readonly clients = new Map<string, ClientEntity>();
  private readonly lsids = new Map<string, unknown>();

  constructor(private readonly uri: string) {}

  get(id: string): unknown {
    if (!this.values.has(id)) throw new Error(`no entity "${id}"`);
    return this.values.get(id);
  }

  client(id: string): ClientEntity {
    const found = this.clients.get(id);
    if (!found) throw new Error(`no client entity "${id}"`);
    return found;
  }

  db(id: string): Db {
    return this.get(id) as Db;
  }

  collection(id: string): Collection {
    return this.get(id) as Collection;
  }

  session(id: string): ClientSession {
    return this.get(id) as ClientSession;
  }

  lsidOf(id: string): unknown {
    return this.lsids.get(id);
  }

  set(id: string, value: unknown): void {
    if (this.values.has(id)) throw new Error(`entity "${id}" already exists`);
    this.values.set(id, value);
  }

  async create(list: Document[]): Promise<void> {
    for (const item of list) {
      const [type, spec] = Object.entries(item)[0] as [string, Document];
      switch (type) {
        case "client":
          await this.createClient(spec);
          break;
        case "database": {
          const { client } = this.client(spec.client);
          this.set(spec.id, client.db(spec.databaseName, spec.databaseOptions));
          break;
        }
        case "collection":
          this.set(spec.id, this.db(spec.database).collection(spec.collectionName, spec.collectionOptions));
          break;
        case "session": {
          const { client } = this.client(spec.client);
          const session = client.startSession(spec.sessionOptions);
          this.set(spec.id, session);
          this.lsids.set(spec.id, session.id);
          break;
        }
        default:
          throw new Unsupported(`entity type ${type}`);
      }
    }
  }

  private async createClient(spec: Document): Promise<void> {
    const observed = new Set<string>(spec.observeEvents ?? []);
    const ignored = new Set<string>(
      (spec.ignoreCommandMonitoringEvents ?? []).map((n: string) => n.toLowerCase()),
    );
    const entity: ClientEntity = { client: null as unknown as MongoClient, events: [], failPoints: [] };
    const options: MongoClientOptions = { monitorCommands: true, serverApi: spec.serverApi };
    const client = new MongoClient(uriWith(this.uri, spec.uriOptions), options);
    entity.client = client;
    for (const [kind, name] of Object.entries(COMMAND_EVENTS)) {
      if (!observed.has(kind)) continue;
      client.on(name as "commandStarted", (event: CommandStartedEvent) => {
        const command = event.commandName.toLowerCase();
        if (ALWAYS_IGNORED.has(command) || ignored.has(command)) return;
        if (HELLO.has(command) && !spec.observeSensitiveCommands) return;
        entity.events.push({ kind, event });
      });
    }
    for (const [kind, name] of Object.entries(CMAP_EVENTS)) {
      if (!observed.has(kind)) continue;
      client.on(name as "connectionCreated", (event: Document) => entity.events.push({ kind, event }));
    }
    for (const kind of observed) {
      if (!(kind in COMMAND_EVENTS) && !(kind in CMAP_EVENTS)) throw new Unsupported(`observing ${kind}`);
    }
    if (spec.storeEventsAsEntities) throw new Unsupported("storeEventsAsEntities");
    await client.connect();
    this.clients.set(spec.id, entity);
    this.set(spec.id, client);
  }

  /** Ends what the test left open: fail points off, streams and cursors closed, sessions ended, clients closed. */
  async close(admin: MongoClient): Promise<void> {
    for (const entity of this.clients.values()) {
      for (const name of entity.failPoints) {
        await admin
          .db("admin")
          .command({ configureFailPoint: name, mode: "off" })
          .catch(() => {});
      }
    }
    for (const value of this.values.values()) {
      const closable = value as Partial<ChangeStream> & { endSession?: () => Promise<void> };
      if (value && typeof value === "object" && "endSession" in closable)
        await closable.endSession?.().catch(() => {});
      else if (value && typeof value === "object" && "close" in closable && !(value instanceof MongoClient)) {
        await closable.close?.().catch(() => {});
      }
    }
    for (const { client } of this.clients.values()) await client.close().catch(() => {});
  }
}

/** What this runner cannot do: the test is reported apart, neither passed nor failed. */
export class Unsupported extends Error {}
