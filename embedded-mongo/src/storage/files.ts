import fs from "node:fs";
import path from "node:path";
import type { Document } from "bson";
import { decodeRecord, readRecordAt, scanRecords } from "./records";

/**
 * The files of a data directory: their names and modes, generation numbers, preallocated journals, loading a
 * snapshot, and the repairs start-up makes (a legacy snapshot renamed, damaged journal bytes saved aside).
 */

/** Version of the snapshot and journal record layout. */
export const FORMAT = 1;
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * The journal file is zero-filled ahead of the records in extents, starting at FIRST_EXTENT and doubling up
 * to MAX_EXTENT. Records are then written in place, so the file's size and block map do not change on an
 * ordinary write and `fdatasync` has only the data itself to flush, no file-system metadata. Zeros are really
 * written rather than left as a hole by `ftruncate`: the first write into a hole allocates its blocks, which
 * is a metadata change again. The write that
 * needs a new extent pays for zero-filling and flushing it; MAX_EXTENT keeps that pause to milliseconds
 * (32 MiB took up to half a second on a busy disk).
 */
export const FIRST_EXTENT = 1 << 20;
export const MAX_EXTENT = 4 << 20;
const ZEROS = Buffer.alloc(1 << 20);

export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes zeros over [from, to) of the file. */
export function zeroFill(fd: number, from: number, to: number): void {
  for (let pos = from; pos < to; ) pos += fs.writeSync(fd, ZEROS, 0, Math.min(ZEROS.length, to - pos), pos);
}

/** Creates an empty, preallocated journal file and makes its contents durable. */
export function createJournal(file: string): { fd: number; allocated: number } {
  const fd = fs.openSync(file, "w", FILE_MODE);
  try {
    zeroFill(fd, 0, FIRST_EXTENT);
    fs.fsyncSync(fd);
  } catch (e) {
    fs.closeSync(fd);
    throw e;
  }
  return { fd, allocated: FIRST_EXTENT };
}

export const snapshotName = (gen: number) => `snapshot.${gen}`;
export const journalName = (gen: number) => `journal.${gen}`;

/** Generation numbers of the files named `prefix.N` in the directory. */
export function generations(dir: string, prefix: string): number[] {
  const out: number[] = [];
  for (const f of fs.readdirSync(dir)) {
    const m = new RegExp(`^${prefix}\\.(\\d+)$`).exec(f);
    if (m) out.push(Number(m[1]));
  }
  return out.sort((a, b) => a - b);
}

export class DamagedSnapshot extends Error {}

/**
 * Streams one snapshot file into `apply`, record by record. Throws DamagedSnapshot when it does not run from its
 * header to its end marker with every checksum good.
 */
export function loadSnapshot(file: string, apply: (record: Document) => void): number {
  const fd = fs.openSync(file, "r");
  try {
    let head: Document | undefined;
    let last: Document | undefined;
    let gen = -1;
    const scan = scanRecords(fd, (payload) => {
      const record = decodeRecord(payload);
      if (!head) {
        head = record;
        if (head.o !== "snap") throw new DamagedSnapshot(`${file} does not start with a snapshot header`);
        if (Number(head.format ?? 1) !== FORMAT)
          throw new Error(
            `embedded-mongo: ${file} was written in data format ${head.format}, this version reads ${FORMAT}`,
          );
        gen = Number(head.gen);
        return;
      }
      if (last) apply(last);
      last = record;
    });
    if (!head || last?.o !== "end" || scan.goodLength !== scan.fileLength)
      throw new DamagedSnapshot(
        `${file} is damaged (${scan.count} intact records, ${scan.fileLength - scan.goodLength} bytes after them)`,
      );
    return gen;
  } finally {
    fs.closeSync(fd);
  }
}

/** Directories written before snapshots carried their generation in the name hold a single `snapshot`. */
export function renameLegacySnapshot(dir: string): void {
  const legacy = path.join(dir, "snapshot");
  if (!fs.existsSync(legacy)) return;
  const fd = fs.openSync(legacy, "r");
  let gen: number;
  try {
    const scan = scanRecords(fd, undefined, 1 << 16);
    if (!scan.count)
      throw new Error(`embedded-mongo: the snapshot in ${dir} is damaged; restore it from a backup`);
    gen = Number(readRecordAt(fd, 0).gen);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(legacy, path.join(dir, snapshotName(gen)));
  fsyncDir(dir);
}

/** Saves the damaged bytes [from, to) of a journal in a file of their own before the journal is cut. */
export function copyAside(dir: string, fd: number, journalFile: string, from: number, to: number): string {
  const aside = path.join(
    dir,
    `${path.basename(journalFile)}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`,
  );
  const out = fs.openSync(aside, "wx", FILE_MODE);
  try {
    const buf = Buffer.alloc(1 << 20);
    for (let pos = from; pos < to; ) {
      const read = fs.readSync(fd, buf, 0, Math.min(buf.length, to - pos), pos);
      if (read === 0) break;
      fs.writeSync(out, buf, 0, read);
      pos += read;
    }
    fs.fsyncSync(out);
  } finally {
    fs.closeSync(out);
  }
  fsyncDir(dir);
  return aside;
}
