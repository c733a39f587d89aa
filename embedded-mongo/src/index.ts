import net from "node:net";
import { Cursors } from "./cursors";
import { Engine } from "./engine/engine";
import { serveConnection } from "./server";
import { type Logger, Store } from "./storage/store";
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
  /** Journal size that triggers compaction into a new snapshot. */
  compactBytes?: number;
  log?: Logger;
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
  const opened = options.dbPath && !options.inMemory ? Store.open(options.dbPath, log) : null;
  const compactBytes = options.compactBytes ?? 64 << 20;
  const engine = new Engine(opened?.store ?? null, log, compactBytes);
  try {
    engine.replay(opened?.records ?? []);
    if (opened && opened.store.size > 0) engine.compact();
  } catch (e) {
    await opened?.store.close();
    throw e;
  }
  const cursors = new Cursors(options.cursorTimeoutMs ?? 10 * 60_000);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    serveConnection(socket, engine, cursors, log);
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
  let stopped: Promise<void> | null = null;
  return {
    uri: `mongodb://${host}:${port}/?directConnection=true`,
    host,
    port,
    stop() {
      stopped ??= (async () => {
        clearInterval(ttl);
        for (const s of sockets) s.destroy();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        cursors.close();
        await opened?.store.close();
      })();
      return stopped;
    },
  };
}

export { removeExpired } from "./ttl";
