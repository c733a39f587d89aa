import fs from "node:fs";
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

/**
 * Decodes one payload. The decoder's binary values are views into the buffer they come from, so the payload is
 * copied first: a value must not keep a whole read buffer alive, nor change when that buffer is reused.
 */
export const decodeRecord = (payload: Buffer): Document =>
  BSON.deserialize(Buffer.from(payload), decodeOptions);

/** Reads records from a buffer until the end or the first torn or corrupt one (small files and tests). */
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
      records.push(decodeRecord(payload));
    } catch {
      break;
    }
    pos += 8 + len;
  }
  return { records, goodLength: pos };
}

export interface ScanResult {
  /** Intact records read. */
  count: number;
  /** Offset just past the last intact record. */
  goodLength: number;
  /** Offset of the last intact record, or -1. */
  lastOffset: number;
  fileLength: number;
}

const CHUNK = 4 << 20;

/**
 * Reads the records of an open file one at a time, through a fixed-size buffer, until the end of the file or
 * the first torn or corrupt record. `onPayload` receives each intact payload (a view valid only during the call);
 * without it only the framing and checksums are checked. Memory use does not depend on the file's size.
 */
export function scanRecords(fd: number, onPayload?: (payload: Buffer) => void, chunk = CHUNK): ScanResult {
  const fileLength = fs.fstatSync(fd).size;
  let buf = Buffer.allocUnsafe(chunk);
  let base = 0; // file offset of buf[0]
  let have = 0; // bytes of buf holding file data
  let pos = 0; // file offset of the next record
  let count = 0;
  let lastOffset = -1;
  /** Makes the bytes [pos, pos + n) of the file available in buf; false when the file is shorter. */
  const ensure = (n: number): boolean => {
    if (pos + n > fileLength) return false;
    if (pos + n <= base + have) return true;
    const keep = base + have - pos;
    if (n > buf.length) {
      const bigger = Buffer.allocUnsafe(n);
      buf.copy(bigger, 0, pos - base, base + have);
      buf = bigger;
    } else buf.copy(buf, 0, pos - base, base + have);
    base = pos;
    have = keep;
    const want = Math.min(buf.length, fileLength - base);
    while (have < want) {
      const read = fs.readSync(fd, buf, have, want - have, base + have);
      if (read === 0) break;
      have += read;
    }
    return pos + n <= base + have;
  };
  while (ensure(8)) {
    const at = pos - base;
    const len = buf.readUInt32LE(at);
    const sum = buf.readUInt32LE(at + 4);
    if (len < 5 || !ensure(8 + len)) break;
    const start = pos - base + 8;
    const payload = buf.subarray(start, start + len);
    if (crc32(payload) !== sum) break;
    if (onPayload) {
      try {
        onPayload(payload);
      } catch (e) {
        if (e instanceof BSON.BSONError) break;
        throw e;
      }
    }
    lastOffset = pos;
    pos += 8 + len;
    count++;
  }
  return { count, goodLength: pos, lastOffset, fileLength };
}

/** Decodes the record at `offset` of an open file (whose framing was already checked). */
export function readRecordAt(fd: number, offset: number): Document {
  const head = Buffer.alloc(8);
  fs.readSync(fd, head, 0, 8, offset);
  const payload = Buffer.alloc(head.readUInt32LE(0));
  fs.readSync(fd, payload, 0, payload.length, offset + 8);
  return BSON.deserialize(payload, decodeOptions);
}

/** Offset just past the last non-zero byte in [from, to) of an open file, or `from` if there is none. */
export function endOfNonZero(fd: number, from: number, to: number): number {
  const buf = Buffer.alloc(1 << 20);
  let end = from;
  for (let pos = from; pos < to; ) {
    const read = fs.readSync(fd, buf, 0, Math.min(buf.length, to - pos), pos);
    if (read === 0) break;
    for (let i = read - 1; i >= 0; i--)
      if (buf[i] !== 0) {
        end = pos + i + 1;
        break;
      }
    pos += read;
  }
  return end;
}
