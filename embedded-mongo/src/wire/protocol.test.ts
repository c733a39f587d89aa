import net from "node:net";
import { BSON, type Document } from "bson";
import { type EmbeddedMongo, startEmbeddedMongo } from "../index";
import { crc32c } from "./crc32c";

let server: EmbeddedMongo;
let socket: net.Socket;
let received = Buffer.alloc(0);

beforeAll(async () => {
  server = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  socket = net.connect(server.port, "127.0.0.1");
  socket.on("data", (c: Buffer) => {
    received = Buffer.concat([received, c]);
  });
  await new Promise((r) => socket.once("connect", r));
});
afterAll(async () => {
  socket.destroy();
  await server.stop();
});

function header(length: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(
  requestId: number,
  body: Document,
  opts: { flags?: number; sequence?: [string, Document[]] } = {},
) {
  const parts = [Buffer.from([0]), BSON.serialize(body)];
  if (opts.sequence) {
    const [id, docs] = opts.sequence;
    const payload = Buffer.concat([Buffer.from(`${id}\0`), ...docs.map((d) => BSON.serialize(d))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(opts.flags ?? 0);
  const checksum = (opts.flags ?? 0) & 1 ? 4 : 0;
  const body2 = Buffer.concat([flags, ...parts]);
  const msg = Buffer.concat([header(16 + body2.length + checksum, requestId, 2013), body2]);
  if (!checksum) return msg;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32c(msg));
  return Buffer.concat([msg, sum]);
}

/** Waits for one reply and returns its responseTo, opCode and document. */
async function reply(): Promise<{ responseTo: number; opCode: number; doc: Document }> {
  for (let i = 0; i < 200 && (received.length < 4 || received.length < received.readInt32LE(0)); i++)
    await new Promise((r) => setTimeout(r, 10));
  const len = received.readInt32LE(0);
  const msg = received.subarray(0, len);
  received = received.subarray(len);
  const opCode = msg.readInt32LE(12);
  const docStart = opCode === 1 ? 36 : 21;
  return { responseTo: msg.readInt32LE(8), opCode, doc: BSON.deserialize(msg.subarray(docStart)) };
}

describe("wire protocol", () => {
  it("answers the legacy OP_QUERY hello with OP_REPLY and advertises no compression", async () => {
    const ns = Buffer.from("admin.$cmd\0");
    const fields = Buffer.alloc(8);
    fields.writeInt32LE(-1, 4);
    const body = Buffer.concat([
      Buffer.alloc(4),
      ns,
      fields,
      BSON.serialize({ isMaster: 1, compression: ["zlib"] }),
    ]);
    socket.write(Buffer.concat([header(16 + body.length, 7, 2004), body]));
    const r = await reply();
    expect(r).toMatchObject({ responseTo: 7, opCode: 1, doc: { ok: 1, ismaster: true } });
    expect(r.doc.compression).toBeUndefined();
  });

  it("merges document sequences, checks checksums and skips replies for moreToCome", async () => {
    const docs = [{ _id: 1 }, { _id: 2 }];
    socket.write(opMsg(8, { insert: "w", $db: "t" }, { sequence: ["documents", docs], flags: 1 }));
    expect(await reply()).toMatchObject({ responseTo: 8, opCode: 2013, doc: { ok: 1, n: 2 } });
    socket.write(opMsg(9, { insert: "w", documents: [{ _id: 3 }], $db: "t" }, { flags: 2 }));
    socket.write(opMsg(10, { count: "w", $db: "t" }));
    expect(await reply()).toMatchObject({ responseTo: 10, doc: { n: 3 } });
  });

  it("reassembles a message that arrives in pieces, header included", async () => {
    const msg = opMsg(12, { count: "w", $db: "t" });
    for (const piece of [msg.subarray(0, 2), msg.subarray(2, 9), msg.subarray(9, 30), msg.subarray(30)]) {
      socket.write(piece);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await reply()).toMatchObject({ responseTo: 12, doc: { n: 3 } });
  });

  it("closes the connection on a bad checksum", async () => {
    const bad = opMsg(11, { ping: 1, $db: "admin" }, { flags: 1 });
    bad.writeUInt32LE(bad.readUInt32LE(bad.length - 4) ^ 1, bad.length - 4);
    received = Buffer.alloc(0);
    const closed = new Promise((r) => socket.once("close", () => r("closed")));
    const stillOpen = new Promise((r) => setTimeout(() => r("still open"), 2000));
    socket.write(bad);
    // No answer to the corrupt message, and the connection gone: a server that skipped the check would pong.
    expect(await Promise.race([closed, stillOpen])).toBe("closed");
    expect(received.length).toBe(0);
  });
});
