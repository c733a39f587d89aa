import { crc32 } from "node:zlib";
import { BSON, type Document } from "bson";

/** Record framing shared by the snapshot and the journal: [u32 length][u32 crc32 of payload][BSON payload]. */
export function frame(record: Document): Buffer {
  const payload = BSON.serialize(record);
  const head = Buffer.allocUnsafe(8);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

export interface ReadResult {
  records: Document[];
  /** Offset just past the last intact record. */
  goodLength: number;
}

const decodeOptions = { promoteValues: false } as const;

/** Reads records until the end or the first torn or corrupt one. */
export function readRecords(buf: Buffer): ReadResult {
  const records: Document[] = [];
  let pos = 0;
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    if (len < 5 || pos + 8 + len > buf.length) break;
    const payload = buf.subarray(pos + 8, pos + 8 + len);
    if (crc32(payload) !== sum) break;
    try {
      records.push(BSON.deserialize(payload, decodeOptions));
    } catch {
      break;
    }
    pos += 8 + len;
  }
  return { records, goodLength: pos };
}
