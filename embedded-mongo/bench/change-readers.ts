/**
 * The change-stream bench's readers, in a process of their own so that decoding 50 streams' events does not slow
 * the writer: opens the streams, says "ready", records when each event arrives (milliseconds since the epoch,
 * sub-millisecond), and sends the records back when told "done".
 */
import { MongoClient } from "mongodb";

const [uri, count] = process.argv.slice(2);
const now = () => performance.timeOrigin + performance.now();

const client = await MongoClient.connect(uri as string, { maxPoolSize: Number(count) + 10 });
const arrivals: number[] = [];
const streams = Array.from({ length: Number(count) }, () =>
  client.db("bench").collection("events").watch([], { maxAwaitTimeMS: 1000 }),
);
for (const s of streams)
  s.on("change", (e) => {
    const n = (e as { fullDocument?: { n?: number } }).fullDocument?.n;
    if (n !== undefined) arrivals.push(n, now());
  });
process.on("message", async (message) => {
  if (message !== "done") return;
  for (const s of streams) await s.close();
  await client.close();
  process.send?.({ arrivals }, () => process.exit(0));
});
// Listening opens each stream (its aggregate) in the background.
setTimeout(() => process.send?.("ready"), 1500);
