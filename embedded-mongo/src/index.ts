import net from "node:net";
import { HIGH_WATER } from "./changes/events";
import { Oplog } from "./changes/oplog";
import { FailPoints } from "./commands/fail-points";
import { Sessions } from "./commands/sessions";
import { Cursors } from "./cursors";
import { committedData } from "./engine/data";
import { Engine } from "./engine/engine";
import { replayRecord } from "./engine/replay";
import { type SharedContext, serveConnection } from "./server";
import { type Logger, type StorageIO, Store } from "./storage/store";
import { removeExpired } from "./ttl";

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  host?: string;
  /** Data directory (snapshot + journal). Without it, or with `inMemory`, nothing is written to disk. */
  dbPath?: string;
  inMemory?: boolean;
  /** How often expired TTL documents are removed (MongoDB: 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Idle time after which an unfinished cursor is closed (MongoDB: 10 min). */
  cursorTimeoutMs?: number;
  /**
   * How long a transaction may stay open before it is aborted (MongoDB's `transactionLifetimeLimitSeconds`, 60 s):
   * the bound on how long a client that died mid-transaction keeps the documents it wrote from others.
   */
  transactionLifetimeMs?: number;
  /**
   * How many committed changes the change-stream history keeps (a replica set's oplog window): a stream resumes
   * from any token within it, also after a restart; an older token answers ChangeStreamHistoryLost (286).
   */
  changeHistory?: number;
  /**
   * mongod's `enableTestCommands` parameter: offers `configureFailPoint` (fail points `failCommand` and
   * `failGetMoreAfterCursorCheckout`) so tests can inject faults. Off by default, as on mongod.
   */
  enableTestCommands?: boolean;
  /** Journal size that triggers compaction into a new snapshot. */
  compactBytes?: number;
  log?: Logger;
  /** Replaces the journal's write and fdatasync calls; for fault-injection tests only. */
  storageIO?: StorageIO;
}

export interface EmbeddedMongo {
  uri: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const log = options.log ?? ((line: string) => console.error(line));
  const host = options.host ?? "127.0.0.1";
  const compactBytes = options.compactBytes ?? 64 << 20;
  const newEngine = () => new Engine(null, log, compactBytes, new Map(), new Oplog(options.changeHistory));
  let engine = newEngine();
  const store =
    options.dbPath && !options.inMemory
      ? Store.open(options.dbPath, {
          log,
          apply: (record) => replayRecord(engine, record),
          reset: () => {
            engine = newEngine();
          },
          io: options.storageIO,
        })
      : null;
  engine.store = store;
  const sessions = new Sessions(engine, options.transactionLifetimeMs);
  try {
    if (store?.replayed) log(`embedded-mongo: replayed ${store.replayed} records`);
    startHistory(engine);
    if (store?.needsCompaction) engine.compact();
  } catch (e) {
    await store?.close();
    throw e;
  }
  const opened = store ? { store } : null;
  const cursors = new Cursors(options.cursorTimeoutMs ?? 10 * 60_000);
  const shared: SharedContext = {
    engine,
    data: committedData(engine),
    cursors,
    sessions,
    address: `${host}:${options.port ?? 0}`,
    failPoints: options.enableTestCommands ? new FailPoints() : null,
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    serveConnection(socket, shared, log);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
  } catch (e) {
    cursors.close();
    await opened?.store.close();
    throw e;
  }
  let ttlRunning = false;
  const ttl = setInterval(() => {
    if (ttlRunning) return;
    ttlRunning = true;
    removeExpired(engine)
      .catch((e) => log(`embedded-mongo: TTL monitor: ${(e as Error).message}`))
      .finally(() => {
        ttlRunning = false;
      });
  }, options.ttlMonitorIntervalMs ?? 60_000);
  ttl.unref();
  const port = (server.address() as net.AddressInfo).port;
  shared.address = `${host}:${port}`;
  let stopped: Promise<void> | null = null;
  return {
    uri: `mongodb://${host}:${port}/?directConnection=true`,
    host,
    port,
    stop() {
      stopped ??= (async () => {
        clearInterval(ttl);
        for (const s of sockets) s.destroy();
        engine.oplog.wakeAll();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        cursors.close();
        await opened?.store.close();
      })();
      return stopped;
    },
  };
}

/**
 * The history's floor when no snapshot recorded one (a new database, or one whose journal holds every change
 * since): just before the first change kept, or now. Snapshots record it from then on.
 */
function startHistory(engine: Engine): void {
  const oplog = engine.oplog;
  if (oplog.floorKnown) return;
  const first = oplog.all()[Symbol.iterator]().next().value;
  oplog.floor = first ? { t: first.t, i: first.i, x: first.x - 1 } : { ...engine.clock.last, x: HIGH_WATER };
  oplog.floorKnown = true;
}

export { removeExpired } from "./ttl";
