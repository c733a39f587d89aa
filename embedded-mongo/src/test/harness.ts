import { type Db, MongoClient } from "mongodb";
import { type EmbeddedMongo, type EmbeddedMongoOptions, startEmbeddedMongo } from "../index";

export interface Harness {
  server: EmbeddedMongo;
  client: MongoClient;
  db: Db;
}

/** Starts an in-memory server and connects the official driver to it. */
export async function connect(options: EmbeddedMongoOptions = {}): Promise<Harness> {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => {}, ...options });
  const client = await MongoClient.connect(server.uri);
  return { server, client, db: client.db("test") };
}

export async function disconnect(h: Harness | undefined): Promise<void> {
  await h?.client.close();
  await h?.server.stop();
}
