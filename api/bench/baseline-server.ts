/**
 * The bench's baseline (`bench.ts`): the physical limit beside `GET /users`. A bare Hono handler on the same node,
 * `@hono/node-server`, driver and database as the API (the embedded database in memory, in the same process, with
 * the demo data), doing the same reads as `GET /users` and nothing else: the session by its token's digest (live),
 * then its account by id, answered as JSON. No middleware, no validation, no logging, no error handling.
 * Env: BASELINE_PORT, BASELINE_TOKEN (a bearer token it creates the demo owner's session for).
 */
import { createHash } from "node:crypto";
import { serve } from "@hono/node-server";
import { startEmbeddedMongo } from "embedded-mongo";
import { Hono } from "hono";
import { MongoClient, type ObjectId } from "mongodb";
import { prepareDatabase } from "../src/db/prepare";

const port = Number(process.env.BASELINE_PORT);
const token = process.env.BASELINE_TOKEN ?? "";
const digest = (value: string) => createHash("sha256").update(value).digest("hex");

const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
const client = await new MongoClient(server.uri, { directConnection: true }).connect();
const db = client.db("golf");
await prepareDatabase(db, { seedDemo: true });
const accounts = db.collection<{ _id: ObjectId; email: string; firstName: string; lastName: string }>(
  "accounts",
);
const sessions = db.collection<{ _id: string; accountId: ObjectId; expiresAt: Date }>("sessions");
const owner = await accounts.findOne({ email: "owner@example.com" });
if (!owner) throw new Error("no demo owner");
await sessions.insertOne({
  _id: digest(token),
  accountId: owner._id,
  expiresAt: new Date(Date.now() + 86_400_000),
});

const app = new Hono();
app.get("/users", async (c) => {
  const bearer = c.req.header("authorization")?.slice("Bearer ".length) ?? "";
  const session = await sessions.findOne({ _id: digest(bearer), expiresAt: { $gt: new Date() } });
  if (!session) return c.json({ message: "unauthorized" }, 401);
  const account = await accounts.findOne({ _id: session.accountId });
  if (!account) return c.json({ message: "unauthorized" }, 401);
  return c.json({
    result: { email: account.email, firstName: account.firstName, lastName: account.lastName },
  });
});
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
