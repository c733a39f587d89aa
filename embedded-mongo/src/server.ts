import type net from "node:net";
import type { CommandContext, Connection } from "./commands/context";
import { runCommand } from "./commands/dispatch";
import { decodeMessage, encodeOpMsg, encodeOpReply, type Incoming } from "./wire/protocol";

const MAX_MESSAGE = 48_000_000;

let connectionIds = 0;

/** What every connection's commands share. */
export type SharedContext = Omit<CommandContext, "db" | "connectionId" | "connection" | "appName">;

/** Serves the wire protocol on one socket; messages are answered in the order they arrive. */
export function serveConnection(socket: net.Socket, shared: SharedContext, log: (l: string) => void) {
  socket.setNoDelay(true);
  const connectionId = ++connectionIds;
  let chunks: Buffer[] = [];
  let received = 0;
  /** Length of the message being received, once its header has arrived. */
  let expected = 0;
  let queue: Promise<void> = Promise.resolve();
  const connection: Connection = { close: () => socket.destroy() };

  const handle = async (msg: Incoming) => {
    const command = msg.command;
    const name = Object.keys(command)[0] ?? "";
    if (name === "hello" || name === "isMaster" || name === "ismaster") {
      const app = (command.client as { application?: { name?: unknown } } | undefined)?.application?.name;
      if (typeof app === "string") connection.appName = app;
    }
    const ctx: CommandContext = {
      ...shared,
      db: String(command.$db ?? "admin"),
      connectionId,
      connection,
      appName: connection.appName,
    };
    const reply = await runCommand(msg.command, ctx);
    if (msg.moreToCome || socket.destroyed) return;
    const encode = msg.legacy ? encodeOpReply : encodeOpMsg;
    let out: Buffer;
    try {
      out = encode(reply, msg.requestId);
    } catch (e) {
      // e.g. a result too large for one BSON document: answer the error instead of dropping the connection.
      out = encode(
        { ok: 0, errmsg: (e as Error).message, code: 10334, codeName: "BSONObjectTooLarge" },
        msg.requestId,
      );
    }
    socket.write(out);
  };

  socket.on("data", (chunk: Buffer) => {
    // Chunks are joined only once a whole message has arrived, so a large message costs one copy, not many.
    chunks.push(chunk);
    received += chunk.length;
    if (received < expected) return;
    let buf = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
    chunks = [];
    received = 0;
    expected = 0;
    while (buf.length >= 4) {
      const len = buf.readInt32LE(0);
      if (len < 16 || len > MAX_MESSAGE) {
        log(`embedded-mongo: closing connection ${connectionId}: invalid message length ${len}`);
        socket.destroy();
        return;
      }
      if (buf.length < len) {
        expected = len;
        break;
      }
      const raw = buf.subarray(0, len);
      buf = buf.subarray(len);
      let msg: Incoming;
      try {
        msg = decodeMessage(raw);
      } catch (e) {
        log(`embedded-mongo: closing connection ${connectionId}: ${(e as Error).message}`);
        socket.destroy();
        return;
      }
      queue = queue
        .then(() => handle(msg))
        .catch((e) => {
          log(`embedded-mongo: connection ${connectionId}: ${(e as Error).message}`);
          socket.destroy();
        });
    }
    if (buf.length) {
      chunks = [buf];
      received = buf.length;
    }
  });
  socket.on("error", () => socket.destroy());
}
