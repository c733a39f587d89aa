/**
 * Child process for the crash test: writes documents from several concurrent writers and prints each _id once
 * the server acknowledged it, until it is killed.
 */
import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../index";

const [dir, compactBytes] = process.argv.slice(2);
const server = await startEmbeddedMongo({ dbPath: dir, compactBytes: Number(compactBytes), log: () => {} });
const client = await MongoClient.connect(server.uri, { maxPoolSize: 8 });
const col = client.db("crash").collection<{ _id: number; writer: number; pad: string; v?: number }>("acks");
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async (_, writer) => {
    for (;;) {
      const id = next++;
      await col.insertOne({ _id: id, writer, pad: "x".repeat(200) });
      if (id % 5 === 0) await col.updateOne({ _id: id }, { $set: { v: id } });
      process.stdout.write(`${id}\n`);
    }
  }),
);
