import fs from "node:fs";
import path from "node:path";
import type { Document } from "bson";
import { acquireLock } from "./lock";
import { frame, readRecords } from "./records";

export type Logger = (line: string) => void;

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
}

/** Version of the snapshot and journal record layout. */
const FORMAT = 1;

/**
 * The journal file is zero-filled ahead of the records in extents, starting at FIRST_EXTENT and doubling up
 * to MAX_EXTENT. Records are then written in place, so the file's size and block map do not change on an
 * ordinary write and `fdatasync` has only the data itself to flush, no file-system metadata. Zeros are really
 * written rather than left as a hole by `ftruncate`: the first write into a hole allocates its blocks, which
 * is a metadata change again. The write that
 * needs a new extent pays for zero-filling and flushing it; MAX_EXTENT keeps that pause to milliseconds
 * (32 MiB took up to half a second on a busy disk).
 */
const FIRST_EXTENT = 1 << 20;
const MAX_EXTENT = 4 << 20;
const ZEROS = Buffer.alloc(1 << 20);

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes zeros over [from, to) of the file. */
function zeroFill(fd: number, from: number, to: number): void {
  for (let pos = from; pos < to; ) pos += fs.writeSync(fd, ZEROS, 0, Math.min(ZEROS.length, to - pos), pos);
}

/** Offset just past the last byte at or after `from` that is not zero, or `from` if there is none. */
function endOfNonZero(buf: Buffer, from: number): number {
  for (let end = buf.length; end > from; ) {
    const start = Math.max(from, end - ZEROS.length);
    if (!buf.subarray(start, end).equals(ZEROS.subarray(0, end - start)))
      for (let i = end - 1; i >= start; i--) if (buf[i] !== 0) return i + 1;
    end = start;
  }
  return from;
}

/** Creates an empty, preallocated journal file and makes its contents durable. */
function createJournal(file: string): { fd: number; allocated: number } {
  const fd = fs.openSync(file, "w");
  try {
    zeroFill(fd, 0, FIRST_EXTENT);
    fs.fsyncSync(fd);
  } catch (e) {
    fs.closeSync(fd);
    throw e;
  }
  return { fd, allocated: FIRST_EXTENT };
}

/**
 * A data directory: `snapshot` (state at the start of generation N) plus `journal.N` (every change since).
 * Records are written in place into the journal's zero-filled space and acknowledged only after
 * `fdatasync`; concurrent writers share one. Replay stops at the first record that is zero, torn or corrupt.
 */
export class Store {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private journalSize = 0;
  /** Bytes of the journal known to be complete records: where the next batch is written. */
  private fileSize = 0;
  /** Length of the journal file; everything past `fileSize` is zeros. */
  private allocated = 0;
  private failed: Error | null = null;

  private constructor(
    readonly dir: string,
    private gen: number,
    private fd: number,
    private readonly release: () => void,
  ) {}

  /** Opens the directory and returns the records to replay, cutting a torn or corrupt journal tail. */
  static open(dir: string, log: Logger): { store: Store; records: Document[] } {
    fs.mkdirSync(dir, { recursive: true });
    if (fs.existsSync(path.join(dir, "WiredTiger")))
      throw new Error(
        `embedded-mongo: ${dir} holds a MongoDB (WiredTiger) data directory; use another --dbpath`,
      );
    const release = acquireLock(dir);
    try {
      fs.rmSync(path.join(dir, "snapshot.tmp"), { force: true });
      const snapshotFile = path.join(dir, "snapshot");
      let gen = 0;
      const records: Document[] = [];
      if (fs.existsSync(snapshotFile)) {
        const snap = readRecords(fs.readFileSync(snapshotFile)).records;
        const head = snap[0];
        if (head?.o !== "snap" || snap[snap.length - 1]?.o !== "end")
          throw new Error(`embedded-mongo: the snapshot in ${dir} is damaged; restore it from a backup`);
        if (Number(head.format ?? 1) !== FORMAT)
          throw new Error(
            `embedded-mongo: ${dir} was written in data format ${head.format}, this version reads ${FORMAT}`,
          );
        gen = Number(head.gen);
        records.push(...snap.slice(1, -1));
      }
      const journalFile = path.join(dir, `journal.${gen}`);
      for (const f of fs.readdirSync(dir))
        if (f.startsWith("journal.") && f !== `journal.${gen}`) fs.rmSync(path.join(dir, f), { force: true });
      let fd: number;
      let goodLength = 0;
      let allocated: number;
      if (fs.existsSync(journalFile)) {
        const buf = fs.readFileSync(journalFile);
        const read = readRecords(buf);
        goodLength = read.goodLength;
        allocated = buf.length;
        // Zeros after the last record are preallocated space, not damage.
        const damagedEnd = endOfNonZero(buf, goodLength);
        if (damagedEnd > goodLength) {
          log(
            `embedded-mongo: journal ${journalFile} has a torn or corrupt tail; cut at byte ${goodLength} ` +
              `(${damagedEnd - goodLength} bytes dropped, ${read.records.length} records kept)`,
          );
          fs.truncateSync(journalFile, goodLength);
          allocated = goodLength;
        }
        records.push(...read.records);
        // Not append mode: on Linux a positional write to an O_APPEND file lands at the end regardless.
        fd = fs.openSync(journalFile, "r+");
        fs.fsyncSync(fd);
      } else ({ fd, allocated } = createJournal(journalFile));
      fsyncDir(dir);
      const store = new Store(dir, gen, fd, release);
      store.journalSize = goodLength;
      store.fileSize = goodLength;
      store.allocated = allocated;
      return { store, records };
    } catch (e) {
      release();
      throw e;
    }
  }

  get size(): number {
    return this.journalSize;
  }

  get idle(): boolean {
    return !this.scheduled && this.pending.length === 0;
  }

  append(record: Document): void {
    const buf = frame(record);
    this.pending.push(buf);
    this.journalSize += buf.length;
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /**
   * Resolves once every record appended so far is on disk. The write happens in the check phase after the
   * current I/O callbacks, so every command that arrived in the same turn of the event loop shares one fsync.
   * It is synchronous on purpose: a thread-pool round trip costs more than the fsync itself.
   */
  commit(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = null;
    const bufs = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    try {
      if (this.failed) throw this.failed;
      if (bufs.length) {
        const buf = bufs.length === 1 ? (bufs[0] as Buffer) : Buffer.concat(bufs);
        const end = this.fileSize + buf.length;
        if (end > this.allocated) this.extend(end);
        for (let done = 0; done < buf.length; )
          done += fs.writeSync(this.fd, buf, done, buf.length - done, this.fileSize + done);
        fs.fdatasyncSync(this.fd);
        this.fileSize = end;
      }
      for (const w of waiters) w.resolve();
    } catch (e) {
      this.journalSize = this.fileSize;
      // A partly written batch would hide every later record behind a torn one, and a stale record left past
      // a shorter later one could be replayed: cut the file at the last good record (this works on a full
      // disk too); the next write zero-fills again.
      try {
        if (!this.failed) {
          fs.ftruncateSync(this.fd, this.fileSize);
          this.allocated = this.fileSize;
        }
      } catch (cut) {
        this.fail(cut as Error);
      }
      for (const w of waiters) w.reject(e as Error);
    }
  }

  /** Zero-fills the journal past `end`, by at least one extent, so that the coming writes stay in place. */
  private extend(end: number): void {
    const extent = Math.min(MAX_EXTENT, Math.max(FIRST_EXTENT, this.allocated));
    const target = Math.ceil(Math.max(end, this.allocated + extent) / extent) * extent;
    zeroFill(this.fd, this.allocated, target);
    this.allocated = target;
  }

  /** After an error that leaves the files in doubt, every later write is refused rather than acknowledged. */
  private fail(e: Error): void {
    this.failed ??= new Error(
      `embedded-mongo: the journal in ${this.dir} can no longer be written: ${e.message}`,
    );
  }

  /**
   * Writes a new snapshot of `state` and starts an empty journal. The rename of the snapshot is the commit
   * point: a crash before it leaves the old snapshot and journal in charge, a crash after it the new ones.
   */
  compact(state: Iterable<Document>): void {
    if (!this.idle) throw new Error("compaction needs an idle journal");
    const next = this.gen + 1;
    const tmp = path.join(this.dir, "snapshot.tmp");
    const fd = fs.openSync(tmp, "w");
    try {
      let chunk: Buffer[] = [frame({ o: "snap", gen: next, format: FORMAT })];
      let chunkSize = 0;
      for (const record of state) {
        const b = frame(record);
        chunk.push(b);
        chunkSize += b.length;
        if (chunkSize > 1 << 20) {
          fs.writeSync(fd, Buffer.concat(chunk));
          chunk = [];
          chunkSize = 0;
        }
      }
      chunk.push(frame({ o: "end" }));
      fs.writeSync(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const journalFile = path.join(this.dir, `journal.${next}`);
    fs.rmSync(journalFile, { force: true });
    const created = createJournal(journalFile);
    fs.renameSync(tmp, path.join(this.dir, "snapshot"));
    const [oldFd, oldGen] = [this.fd, this.gen];
    this.fd = created.fd;
    this.gen = next;
    this.journalSize = 0;
    this.fileSize = 0;
    this.allocated = created.allocated;
    try {
      fsyncDir(this.dir);
    } catch (e) {
      // Without a durable rename a crash could bring back the old snapshot and skip the new journal.
      this.fail(e as Error);
      throw e;
    }
    fs.closeSync(oldFd);
    fs.rmSync(path.join(this.dir, `journal.${oldGen}`), { force: true });
  }

  async close(): Promise<void> {
    if (this.scheduled) {
      clearImmediate(this.scheduled);
      this.flush();
    }
    // A stopped server leaves no preallocated space behind. Should this fail, the zeros still read as the end.
    if (!this.failed)
      try {
        fs.ftruncateSync(this.fd, this.fileSize);
      } catch {}
    // A command still in flight must not write through a file descriptor number the process may reuse.
    this.failed = new Error(`embedded-mongo: the data directory ${this.dir} is closed`);
    fs.closeSync(this.fd);
    this.release();
  }
}
