/**
 * Child process for the large restart test: inserts `count` small documents in batches, prints the number
 * acknowledged after each batch, and keeps serving until it is killed.
 */
import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../index";

const [dir, count] = process.argv.slice(2);
const total = Number(count);
const server = await startEmbeddedMongo({ dbPath: dir, log: () => {} });
const client = await MongoClient.connect(server.uri);
const col = client.db("big").collection<{ _id: number; club: number; day: string }>("bookings");
const batch = 10_000;
for (let start = 0; start < total; start += batch) {
  const docs = [];
  for (let i = start; i < Math.min(total, start + batch); i++)
    docs.push({ _id: i, club: i % 40, day: `2024-${String((i % 12) + 1).padStart(2, "0")}-01` });
  await col.insertMany(docs);
  process.stdout.write(`${Math.min(total, start + batch)}\n`);
}
