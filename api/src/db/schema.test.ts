import { startEmbeddedMongo } from "embedded-mongo";
import { MongoClient } from "mongodb";
import { migrations } from "./migrations/index";
import { prepareDatabase } from "./prepare";
import { declaredIndexes, schemaProblems } from "./schema";

let stop: () => Promise<void>;
let client: MongoClient;
beforeAll(async () => {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  client = await new MongoClient(server.uri, { directConnection: true }).connect();
  stop = async () => {
    await client.close();
    await server.stop();
  };
});
afterAll(() => stop());

test("the declared indexes are read from the repositories without a database", async () => {
  const declared = await declaredIndexes();
  expect(declared).toEqual(
    expect.arrayContaining([
      { collection: "accounts", name: "email_unique", key: { email: 1 } },
      { collection: "sessions", name: "expires_ttl", key: { expiresAt: 1 } },
    ]),
  );
  const names = declared.map((index) => `${index.collection}.${index.name}`);
  expect(new Set(names).size).toBe(names.length);
});

test("an empty database lacks every migration and index; after the release step it lacks nothing", async () => {
  const db = client.db("fresh");
  const before = await schemaProblems(db);
  const [first] = migrations;
  expect(before).toEqual(
    expect.arrayContaining([
      `migration ${first?.id} (${first?.name}) not applied`,
      "index accounts.email_unique missing",
    ]),
  );
  expect(before).toHaveLength(migrations.length + (await declaredIndexes()).length);
  await prepareDatabase(db, { seedDemo: false });
  expect(await schemaProblems(db)).toEqual([]);
});

test("a dropped index, a changed key or a new migration puts the database behind; a newer release's migration does not", async () => {
  const db = client.db("behind");
  await prepareDatabase(db, { seedDemo: false });
  await db.collection("accounts").dropIndex("email_unique");
  await db.collection("sessions").dropIndex("account");
  await db.collection("sessions").createIndex({ accountId: -1 }, { name: "account" });
  const next = { id: 999, name: "next-release", up: async () => undefined };
  expect(await schemaProblems(db, [...migrations, next])).toEqual([
    "migration 999 (next-release) not applied",
    "index accounts.email_unique missing",
    "index sessions.account has another key",
  ]);
  await db.collection("migrations").insertOne({ _id: 1000 as never, name: "from a newer release" });
  await db.collection("sessions").dropIndex("account");
  await prepareDatabase(db, { seedDemo: false });
  expect(await schemaProblems(db)).toEqual([]);
});
