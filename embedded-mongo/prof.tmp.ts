import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "./src/index";

const s = await startEmbeddedMongo({ inMemory: true });
const c = await MongoClient.connect(s.uri, { maxPoolSize: 1 });
const col = c.db("x").collection("y");
const ids = [];
for (let i = 0; i < 1000; i++) ids.push((await col.insertOne({ i, name: "member " + i, n: 0 })).insertedId);
const t = performance.now();
for (let i = 0; i < 20000; i++) await col.findOne({ _id: ids[i % 1000] });
console.log("update us", ((performance.now() - t) / 20).toFixed(0));
await c.close();
await s.stop();
