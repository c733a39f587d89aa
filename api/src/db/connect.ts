import { type Db, MongoClient, type MongoClientOptions, type W } from "mongodb";

export interface Database {
  db: Db;
  client: MongoClient;
  /** Where the data lives, for the start banner. */
  description: string;
  close(): Promise<void>;
}

/** The driver settings every connection makes explicit (README "Deploying" lists their variables). */
export interface ClientSettings {
  /** Write concern: `"majority"` (default) acknowledges a write once most of the replica set has it. */
  w: W;
  /**
   * How long an operation may wait on the database before it fails: for a server to talk to (server selection), for
   * a connection from the pool, for a new connection, for the write concern's acknowledgement. The driver's own
   * `timeoutMS` (client-side operation timeout) is deprecated and ignored by this driver version, so these are the
   * bounds that hold.
   */
  timeoutMs: number;
  /** How long a write waits for its write concern; `timeoutMs` unless given, 0 for as long as it takes (index builds). */
  writeTimeoutMs?: number;
  maxPoolSize: number;
  /** Shown in the server's logs and `currentOp`, so an operator can tell the API's connections from others. */
  appName: string;
}

export const defaultClientSettings: ClientSettings = {
  w: "majority",
  timeoutMs: 10_000,
  maxPoolSize: 50,
  appName: "golf-api",
};

export const clientOptions = (settings: ClientSettings): MongoClientOptions => ({
  appName: settings.appName,
  maxPoolSize: settings.maxPoolSize,
  writeConcern: { w: settings.w, wtimeoutMS: settings.writeTimeoutMs ?? settings.timeoutMs },
  serverSelectionTimeoutMS: settings.timeoutMs,
  waitQueueTimeoutMS: settings.timeoutMs,
  connectTimeoutMS: settings.timeoutMs,
});

export interface DatabaseOptions {
  mongodbUri?: string;
  dbName: string;
  /** The embedded server's data directory; required for it unless `inMemory`. */
  dataDir?: string;
  inMemory: boolean;
  /** The embedded server's port; a free one when left out. */
  embeddedPort?: number;
  client?: ClientSettings;
}

/**
 * `MONGODB_URI` set → that server; otherwise the embedded MongoDB-compatible server (development and tests only:
 * the configuration refuses it in production). The driver code and settings are the same either way, so nothing
 * above this function knows which one it talks to.
 */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  const settings = clientOptions(options.client ?? defaultClientSettings);
  if (options.mongodbUri) {
    const client = await new MongoClient(options.mongodbUri, settings).connect();
    return {
      db: client.db(options.dbName),
      client,
      description: "MongoDB at MONGODB_URI",
      close: () => client.close(),
    };
  }
  if (!options.inMemory && !options.dataDir)
    throw new Error("The embedded database needs a data directory (DATA_DIR) or EMBEDDED_MONGO_IN_MEMORY=1");
  const { startEmbeddedMongo } = await import("embedded-mongo").catch((error: unknown) => {
    throw new Error(
      `The embedded database is part of the development set-up only (${String(error)}); set MONGODB_URI`,
    );
  });
  const server = await startEmbeddedMongo({
    ...(options.inMemory ? { inMemory: true } : { dbPath: options.dataDir }),
    ...(options.embeddedPort ? { port: options.embeddedPort } : {}),
  });
  const client = await new MongoClient(server.uri, { ...settings, directConnection: true }).connect();
  return {
    db: client.db(options.dbName),
    client,
    description: options.inMemory
      ? "embedded MongoDB (in memory)"
      : `embedded MongoDB (data in ${options.dataDir})`,
    async close() {
      await client.close();
      await server.stop();
    },
  };
}
