import { type Db, MongoClient } from "mongodb";

export interface Database {
  db: Db;
  client: MongoClient;
  /** Where the data lives, for the start banner. */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  mongodbUri?: string;
  dbName: string;
  dataDir: string;
  inMemory: boolean;
  /** The embedded server's port; a free one when left out. */
  embeddedPort?: number;
}

/**
 * `MONGODB_URI` set → that server; otherwise the embedded MongoDB-compatible server. The driver code is
 * the same either way, so nothing above this function knows which one it talks to.
 */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.mongodbUri) {
    const client = await new MongoClient(options.mongodbUri).connect();
    return {
      db: client.db(options.dbName),
      client,
      description: "MongoDB at MONGODB_URI",
      close: () => client.close(),
    };
  }
  const { startEmbeddedMongo } = await import("embedded-mongo");
  const server = await startEmbeddedMongo({
    ...(options.inMemory ? { inMemory: true } : { dbPath: options.dataDir }),
    ...(options.embeddedPort ? { port: options.embeddedPort } : {}),
  });
  const client = await new MongoClient(server.uri, { directConnection: true }).connect();
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
