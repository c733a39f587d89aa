import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmbeddedMongo } from "embedded-mongo";
import { connectDatabase } from "./connect";

test("without MONGODB_URI the embedded server keeps its data in the data directory across restarts", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "golf-api-data-"));
  try {
    const first = await connectDatabase({ dbName: "golf", dataDir, inMemory: false });
    expect(first.description).toBe(`embedded MongoDB (data in ${dataDir})`);
    await first.db.collection("things").insertOne({ name: "kept" });
    await first.close();
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);

    const second = await connectDatabase({ dbName: "golf", dataDir, inMemory: false });
    expect(await second.db.collection("things").findOne({}, { projection: { _id: 0 } })).toEqual({
      name: "kept",
    });
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with MONGODB_URI the same driver code talks to that server, and closing leaves it running", async () => {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  try {
    const database = await connectDatabase({
      mongodbUri: server.uri,
      dbName: "elsewhere",
      dataDir: "/nonexistent",
      inMemory: false,
    });
    expect(database.description).toBe("MongoDB at MONGODB_URI");
    await database.db.collection("things").insertOne({ name: "remote" });
    await database.close();

    const again = await connectDatabase({
      mongodbUri: server.uri,
      dbName: "elsewhere",
      dataDir: "",
      inMemory: false,
    });
    expect(await again.db.collection("things").countDocuments()).toBe(1);
    await again.close();
  } finally {
    await server.stop();
  }
});
