import { spawn } from "node:child_process";
import path from "node:path";
import { MongoClient } from "mongodb";

const packageDir = path.resolve(__dirname, "..");

describe("embedded-mongo command line", () => {
  it("serves an in-memory database on the given port and stops cleanly on SIGTERM", async () => {
    const child = spawn(process.execPath, ["bin/embedded-mongo.mjs", "--in-memory", "--port", "0"], {
      cwd: packageDir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const uri = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
        const m = /listening on (\S+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      child.on("exit", () => reject(new Error(`exited early: ${out}`)));
    });
    expect(uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/\?directConnection=true$/);
    const client = await MongoClient.connect(uri);
    await client.db("cli").collection("c").insertOne({ ok: true });
    expect(await client.db("cli").collection("c").countDocuments()).toBe(1);
    await client.close();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 20_000);

  it("explains its usage when neither --dbpath nor --in-memory is given", async () => {
    const child = spawn(process.execPath, ["bin/embedded-mongo.mjs"], {
      cwd: packageDir,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
    });
    expect(await new Promise((resolve) => child.on("exit", resolve))).toBe(2);
    expect(err).toContain("usage: embedded-mongo");
  }, 20_000);
});
