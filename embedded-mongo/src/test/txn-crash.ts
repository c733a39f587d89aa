/**
 * Child process for the crash-mid-commit test: commits a transaction whose journal write is interrupted by the
 * process killing itself, either halfway through the write ("half") or after the write but before its fsync
 * ("full"). Acknowledged writes made before it print "ready".
 */
import fs from "node:fs";
import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../index";

const [dir, mode] = process.argv.slice(2);
let armed = false;
const server = await startEmbeddedMongo({
  dbPath: dir,
  log: () => {},
  storageIO: {
    write(fd, buf, offset, length, position) {
      if (!armed) return fs.writeSync(fd, buf, offset, length, position);
      if (mode === "half") fs.writeSync(fd, buf, offset, Math.floor(length / 2), position);
      else fs.writeSync(fd, buf, offset, length, position);
      process.kill(process.pid, "SIGKILL");
      return length;
    },
    fdatasync: (fd) => fs.fdatasyncSync(fd),
  },
});
const client = await MongoClient.connect(server.uri);
const db = client.db("shop");
await db.collection<{ _id: number; free: number }>("places").insertOne({ _id: 1, free: 10 });
process.stdout.write("ready\n");
const session = client.startSession();
session.startTransaction();
await db
  .collection<{ _id: number; free: number }>("places")
  .updateOne({ _id: 1 }, { $inc: { free: -2 } }, { session });
await db.collection("bookings").insertOne({ _id: 1, places: 2 } as never, { session });
for (let i = 0; i < 50; i++) await db.collection("audit").insertOne({ i, pad: "x".repeat(100) }, { session });
armed = true;
await session.commitTransaction();
process.stdout.write("committed\n");
