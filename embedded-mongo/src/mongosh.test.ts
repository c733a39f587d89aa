import { spawn } from "node:child_process";
import path from "node:path";
import { connect, disconnect, type Harness } from "./test/harness";

const mongosh = path.resolve(__dirname, "../../node_modules/.bin/mongosh");

// What a developer inspecting their data types, including the `$sample` that mongosh's Tab completion sends to
// sample a collection's field names (on an empty and on a missing collection too).
const session = `
const club = db.getSiblingDB("club");
club.bookings.insertOne({ _id: 1, day: "2024-05-01", sub: { b: 1, a: 2 } });
club.bookings.insertMany([{ _id: 2, day: "2024-05-02" }, { _id: 3, day: "2024-05-03" }]);
print("ids", JSON.stringify(club.bookings.find({}, { _id: 1 }).toArray()));
club.bookings.createIndex({ day: 1 });
print("indexes", club.bookings.getIndexes().length);
club.bookings.updateOne({ _id: 1 }, { $set: { seen: true } });
print("count", club.bookings.countDocuments({ day: { $gte: "2024-05-02" } }));
print("sample", club.bookings.aggregate([{ $sample: { size: 10 } }]).toArray().length);
club.createCollection("empty");
print("sample-empty", club.empty.aggregate([{ $sample: { size: 1 } }]).toArray().length);
print("sample-missing", club.missing.aggregate([{ $sample: { size: 1 } }]).toArray().length);
print("collections", JSON.stringify(club.getCollectionNames().sort()));
print("dbs", db.adminCommand({ listDatabases: 1 }).databases.map((d) => d.name).includes("club"));
print("stats", club.stats().collections);
const s = db.getMongo().startSession();
s.startTransaction();
s.getDatabase("club").bookings.insertOne({ _id: 10 });
s.commitTransaction();
club.bookings.deleteOne({ _id: 3 });
print("final", JSON.stringify(club.bookings.find({}, { _id: 1 }).sort({ _id: 1 }).toArray()));
`;

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("mongosh", () => {
  it("runs a developer's session, Tab completion's $sample included, without an error", async () => {
    const { code, out, err } = await new Promise<{ code: number | null; out: string; err: string }>(
      (resolve) => {
        const child = spawn(mongosh, [h.server.uri, "--quiet", "--norc", "--eval", session], {
          env: { ...process.env, MONGOSH_NO_UPDATE_CHECK: "1", DO_NOT_TRACK: "1" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        let err = "";
        child.stdout.on("data", (c: Buffer) => {
          out += c.toString();
        });
        child.stderr.on("data", (c: Buffer) => {
          err += c.toString();
        });
        child.on("exit", (code) => resolve({ code, out, err }));
      },
    );
    expect({ code, err: err.split("\n").filter((l) => /error/i.test(l)) }).toEqual({ code: 0, err: [] });
    expect(out.split("\n").filter(Boolean)).toEqual([
      'ids [{"_id":1},{"_id":2},{"_id":3}]',
      "indexes 2",
      "count 2",
      "sample 3",
      "sample-empty 0",
      "sample-missing 0",
      'collections ["bookings","empty"]',
      "dbs true",
      "stats 2",
      'final [{"_id":1},{"_id":2},{"_id":10}]',
    ]);
  }, 60_000);

  it("watches a collection with db.c.watch() and sees an insert made by another client", async () => {
    const script = `
const cs = db.getSiblingDB("watched").c.watch();
cs.tryNext();
print("ready");
let e = null;
for (let i = 0; i < 60 && !e; i++) e = cs.tryNext();
print("event", e.operationType, e.fullDocument.n, e.ns.coll);
`;
    const out = await new Promise<string>((resolve) => {
      const child = spawn(mongosh, [h.server.uri, "--quiet", "--norc", "--eval", script], {
        env: { ...process.env, MONGOSH_NO_UPDATE_CHECK: "1", DO_NOT_TRACK: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let text = "";
      child.stdout.on("data", (c: Buffer) => {
        text += c.toString();
        if (text.includes("ready") && !text.includes("inserted")) {
          text += "inserted\n";
          void h.client.db("watched").collection("c").insertOne({ n: 7 });
        }
      });
      child.on("exit", () => resolve(text));
    });
    expect(out).toContain("event insert 7 c");
  }, 60_000);
});
