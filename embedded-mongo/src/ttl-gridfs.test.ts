import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { GridFSBucket } from "mongodb";
import { connect, disconnect, type Harness } from "./test/harness";

// Time-outs, TTL passes and the randomized test wait on real time; a loaded machine can stretch them.
jest.setTimeout(20_000);

let h: Harness;
beforeAll(async () => {
  h = await connect({ ttlMonitorIntervalMs: 50 });
});
afterAll(() => disconnect(h));

async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe("TTL indexes", () => {
  it("delete documents once their date is older than expireAfterSeconds", async () => {
    const sessions = h.db.collection("sessions");
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
    const now = Date.now();
    await sessions.insertMany([
      { token: "expired", expiresAt: new Date(now - 1000) },
      { token: "soon", expiresAt: new Date(now + 400) },
      { token: "fresh", expiresAt: new Date(now + 60_000) },
      { token: "old", createdAt: new Date(now - 2 * 3600_000) },
      { token: "no date", expiresAt: "tomorrow" },
    ]);
    const tokens = async () => (await sessions.distinct("token")).sort();
    expect(await eventually(async () => !(await tokens()).some((t) => t === "expired" || t === "old"))).toBe(
      true,
    );
    expect(await tokens()).toEqual(expect.arrayContaining(["fresh", "no date"]));
    expect(await eventually(async () => !(await tokens()).includes("soon"))).toBe(true);
    expect((await sessions.distinct("token")).sort()).toEqual(["fresh", "no date"]);
  });

  it("only remove documents a partial TTL index covers", async () => {
    const tokens = h.db.collection("tokens");
    await tokens.createIndex(
      { at: 1 },
      { expireAfterSeconds: 0, partialFilterExpression: { kind: "reset" } },
    );
    const past = new Date(Date.now() - 1000);
    await tokens.insertMany([
      { kind: "reset", at: past },
      { kind: "audit", at: past },
      { kind: "reset", at: [new Date(Date.now() + 60_000), past] },
    ]);
    expect(await eventually(async () => (await tokens.countDocuments({ kind: "reset" })) === 0)).toBe(true);
    expect(await tokens.countDocuments({ kind: "audit" })).toBe(1);
  });
});

describe("GridFS", () => {
  it("stores and streams back files through GridFSBucket", async () => {
    const bucket = new GridFSBucket(h.db, { bucketName: "uploads", chunkSizeBytes: 64 * 1024 });
    const content = randomBytes(300 * 1024 + 17);
    const upload = bucket.openUploadStream("scorecard.pdf", { metadata: { clubId: 7 } });
    await pipeline(Readable.from([content]), upload);
    const [file] = await bucket.find({ filename: "scorecard.pdf" }).toArray();
    expect(file).toMatchObject({ length: content.length, chunkSize: 64 * 1024, metadata: { clubId: 7 } });
    expect(await h.db.collection("uploads.chunks").countDocuments({ files_id: upload.id })).toBe(5);
    expect((await buffer(bucket.openDownloadStream(upload.id))).equals(content)).toBe(true);
    const partial = await buffer(bucket.openDownloadStream(upload.id, { start: 70_000, end: 70_010 }));
    expect(partial.equals(content.subarray(70_000, 70_010))).toBe(true);
    await bucket.delete(upload.id);
    expect(await bucket.find({}).toArray()).toEqual([]);
    expect(await h.db.collection("uploads.chunks").countDocuments()).toBe(0);
  });
});
