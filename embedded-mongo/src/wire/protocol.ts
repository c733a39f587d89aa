import { BSON, type Document } from "bson";
import { crc32c } from "./crc32c";

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;

/** Incoming documents keep their exact BSON number types; the engine decides how to store them. */
const decodeOptions = { promoteValues: false, validation: { utf8: false } } as const;

export interface Incoming {
  requestId: number;
  opCode: number;
  /** The command, with OP_MSG document sequences merged in as arrays. */
  command: Document;
  moreToCome: boolean;
  legacy: boolean;
}

export class ProtocolError extends Error {}

/** Decodes one complete message (header included). */
export function decodeMessage(buf: Buffer): Incoming {
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  if (opCode === OP_MSG) return decodeOpMsg(buf, requestId);
  if (opCode === OP_QUERY) return decodeOpQuery(buf, requestId);
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function decodeOpMsg(buf: Buffer, requestId: number): Incoming {
  const flags = buf.readUInt32LE(16);
  let end = buf.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    if (crc32c(buf.subarray(0, end)) !== buf.readUInt32LE(end))
      throw new ProtocolError("OP_MSG checksum mismatch");
  }
  let pos = 20;
  let command: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (pos < end) {
    const kind = buf[pos++];
    if (kind === 0) {
      const size = buf.readInt32LE(pos);
      command = BSON.deserialize(buf.subarray(pos, pos + size), decodeOptions);
      pos += size;
    } else if (kind === 1) {
      const size = buf.readInt32LE(pos);
      const sectionEnd = pos + size;
      let p = pos + 4;
      const nul = buf.indexOf(0, p);
      const id = buf.toString("utf8", p, nul);
      p = nul + 1;
      const docs: Document[] = [];
      while (p < sectionEnd) {
        const docSize = buf.readInt32LE(p);
        docs.push(BSON.deserialize(buf.subarray(p, p + docSize), decodeOptions));
        p += docSize;
      }
      sequences.push([id, docs]);
      pos = sectionEnd;
    } else throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
  }
  if (!command) throw new ProtocolError("OP_MSG without a body section");
  for (const [id, docs] of sequences) command[id] = docs;
  return { requestId, opCode: OP_MSG, command, moreToCome: (flags & MORE_TO_COME) !== 0, legacy: false };
}

function decodeOpQuery(buf: Buffer, requestId: number): Incoming {
  let pos = 20;
  const nul = buf.indexOf(0, pos);
  const ns = buf.toString("utf8", pos, nul);
  pos = nul + 1 + 8;
  const size = buf.readInt32LE(pos);
  let command = BSON.deserialize(buf.subarray(pos, pos + size), decodeOptions);
  // Legacy drivers may wrap the command as { $query: {...} }.
  if (command.$query) command = command.$query as Document;
  command.$db = ns.split(".")[0];
  return { requestId, opCode: OP_QUERY, command, moreToCome: false, legacy: true };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeOpMsg(reply: Document, responseTo: number): Buffer {
  const body = BSON.serialize(reply, { ignoreUndefined: true });
  const length = 16 + 4 + 1 + body.length;
  const prefix = Buffer.allocUnsafe(5);
  prefix.writeUInt32LE(0, 0);
  prefix[4] = 0;
  return Buffer.concat([header(length, responseTo, OP_MSG), prefix, body], length);
}

export function encodeOpReply(reply: Document, responseTo: number): Buffer {
  const body = BSON.serialize(reply, { ignoreUndefined: true });
  const length = 16 + 20 + body.length;
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(8, 0); // AwaitCapable
  fields.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([header(length, responseTo, OP_REPLY), fields, body], length);
}
