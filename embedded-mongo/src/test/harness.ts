import net from "node:net";
import { BSON, type Document } from "bson";
import { type Db, MongoClient } from "mongodb";
import { type EmbeddedMongo, type EmbeddedMongoOptions, startEmbeddedMongo } from "../index";
import { decodeMessage, encodeOpMsg } from "../wire/protocol";

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

/**
 * Sends one command over a connection of its own, exactly as given (the driver would replace `lsid` with its own
 * session's), and returns the reply document.
 */
export function rawCommand(port: number, command: Document): Promise<Document> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(encodeOpMsg(command, 0)));
    let buf = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        socket.destroy();
        resolve(BSON.deserialize(BSON.serialize(decodeMessage(buf.subarray(0, buf.readInt32LE(0))).command)));
      }
    });
    socket.on("error", reject);
  });
}
