import fs from "node:fs";
import path from "node:path";
import type { Document } from "bson";
import {
  copyAside,
  createJournal,
  DamagedSnapshot,
  DIR_MODE,
  FILE_MODE,
  FIRST_EXTENT,
  FORMAT,
  fsyncDir,
  generations,
  journalName,
  loadSnapshot,
  MAX_EXTENT,
  renameLegacySnapshot,
  snapshotName,
  zeroFill,
} from "./files";
import { acquireLock } from "./lock";
import { decodeRecord, endOfNonZero, frame, scanRecords } from "./records";

export type Logger = (line: string) => void;

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
}

/**
 * The calls through which journal records reach the disk. Tests replace them to inject failures (a full disk,
 * a failing fsync, a crash in the middle of a write); the server itself always uses the file system's.
 */
export interface StorageIO {
  write(fd: number, buf: Buffer, offset: number, length: number, position: number): number;
  fdatasync(fd: number): void;
}

const fileIO: StorageIO = {
  write: (fd, buf, offset, length, position) => fs.writeSync(fd, buf, offset, length, position),
  fdatasync: (fd) => fs.fdatasyncSync(fd),
};

export interface OpenOptions {
  log: Logger;
  /** Applies one snapshot or journal record to the in-memory state. */
  apply: (record: Document) => void;
  /** Empties the in-memory state, before an older snapshot generation is loaded instead of a damaged one. */
  reset: () => void;
  io?: StorageIO;
}

/**
 * A data directory: `snapshot.N` (the state at the start of generation N) plus `journal.N` (every change
 * since). Records are written in place into the journal's zero-filled space and acknowledged only after
 * `fdatasync`; concurrent writers share one. Replay stops at the first record that is zero, torn or corrupt.
 * A batch whose write or fsync fails is undone in memory and cut from the file before anyone is answered.
 */
export class Store {
  private pending: Buffer[] = [];
  private undo: (() => void)[] = [];
  private waiters: Waiter[] = [];
  private settledWaiters: (() => void)[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private journalSize = 0;
  /** Bytes of the journal known to be complete records: where the next batch is written. */
  private fileSize = 0;
  /** Length of the journal file; everything past `fileSize` is zeros. */
  private allocated = 0;
  private failed: Error | null = null;
  /** Records replayed at start-up (snapshot and journals). */
  replayed = 0;
  /** Whether start-up read an older generation than the newest, which the next compaction replaces. */
  private fellBack = false;

  private constructor(
    readonly dir: string,
    private gen: number,
    private fd: number,
    private readonly release: () => void,
    private readonly log: Logger,
    private readonly io: StorageIO,
  ) {}

  /** Opens the directory and feeds every record to `apply`, cutting a torn or corrupt journal tail. */
  static open(dir: string, options: OpenOptions): Store {
    const { log, apply, reset } = options;
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    // The files hold password hashes and personal data: only the server's own user may read them.
    fs.chmodSync(dir, DIR_MODE);
    if (fs.existsSync(path.join(dir, "WiredTiger")))
      throw new Error(
        `embedded-mongo: ${dir} holds a MongoDB (WiredTiger) data directory; use another --dbpath`,
      );
    const release = acquireLock(dir);
    try {
      fs.rmSync(path.join(dir, "snapshot.tmp"), { force: true });
      for (const f of fs.readdirSync(dir)) {
        const file = path.join(dir, f);
        if (fs.statSync(file).isFile()) fs.chmodSync(file, FILE_MODE);
      }
      renameLegacySnapshot(dir);
      let replayed = 0;
      const count = (r: Document) => {
        replayed++;
        apply(r);
      };
      // The newest snapshot whose every record is intact; an older generation (kept until its successor was
      // read back) replaces a damaged one, with the journals written since.
      const snapshots = generations(dir, "snapshot").reverse();
      let loaded = -1;
      for (const g of snapshots) {
        try {
          loadSnapshot(path.join(dir, snapshotName(g)), count);
          loaded = g;
          break;
        } catch (e) {
          if (!(e instanceof DamagedSnapshot)) throw e;
          log(`embedded-mongo: ${e.message}; trying the previous generation`);
          reset();
          replayed = 0;
        }
      }
      if (snapshots.length && loaded < 0)
        throw new Error(
          `embedded-mongo: every snapshot in ${dir} is damaged; restore the directory from a backup`,
        );
      const newest = snapshots[0] ?? 0;
      if (loaded < 0) loaded = 0;
      for (let g = loaded; g < newest; g++) {
        const file = path.join(dir, journalName(g));
        if (!fs.existsSync(file)) continue;
        const fd = fs.openSync(file, "r");
        try {
          const scan = scanRecords(fd, (p) => count(decodeRecord(p)));
          if (endOfNonZero(fd, scan.goodLength, scan.fileLength) > scan.goodLength)
            log(`embedded-mongo: ${file} ends in a damaged record; replayed the ${scan.count} before it`);
        } finally {
          fs.closeSync(fd);
        }
      }
      const journalFile = path.join(dir, journalName(newest));
      let fd: number;
      let goodLength = 0;
      let allocated: number;
      if (fs.existsSync(journalFile)) {
        fd = fs.openSync(journalFile, "r+");
        const scan = scanRecords(fd, (p) => count(decodeRecord(p)));
        goodLength = scan.goodLength;
        allocated = scan.fileLength;
        // Zeros after the last record are preallocated space, not damage.
        const damagedEnd = endOfNonZero(fd, goodLength, scan.fileLength);
        if (damagedEnd > goodLength) {
          const aside = copyAside(dir, fd, journalFile, goodLength, damagedEnd);
          log(
            `embedded-mongo: journal ${journalFile} has a torn or corrupt tail; cut at byte ${goodLength} ` +
              `(${damagedEnd - goodLength} bytes dropped, ${scan.count} records kept; the dropped bytes are ` +
              `saved in ${aside})`,
          );
          fs.ftruncateSync(fd, goodLength);
          allocated = goodLength;
        }
        fs.fsyncSync(fd);
      } else ({ fd, allocated } = createJournal(journalFile));
      // Journals of a generation whose snapshot was never completed, and generations older than the one loaded.
      for (const g of generations(dir, "journal"))
        if (g > newest || g < loaded) fs.rmSync(path.join(dir, journalName(g)), { force: true });
      for (const g of generations(dir, "snapshot"))
        if (g < loaded) fs.rmSync(path.join(dir, snapshotName(g)), { force: true });
      fsyncDir(dir);
      const store = new Store(dir, newest, fd, release, log, options.io ?? fileIO);
      store.journalSize = goodLength;
      store.fileSize = goodLength;
      store.allocated = allocated;
      store.replayed = replayed;
      store.fellBack = loaded !== newest;
      return store;
    } catch (e) {
      release();
      throw e;
    }
  }

  get size(): number {
    return this.journalSize;
  }

  /** Whether start-up must write a new snapshot: records were replayed from a journal or an older generation. */
  get needsCompaction(): boolean {
    return this.journalSize > 0 || this.fellBack;
  }

  get idle(): boolean {
    return !this.scheduled && this.pending.length === 0;
  }

  /** Throws when the journal can no longer be written, before anything is changed in memory. */
  checkWritable(): void {
    if (this.failed) throw this.failed;
  }

  /**
   * Queues a record for the next flush. `undo` reverts its change in memory; it runs (newest first, with every
   * other change of the batch) if the batch cannot be made durable.
   */
  append(record: Document, undo?: () => void): void {
    const buf = frame(record);
    this.pending.push(buf);
    if (undo) this.undo.push(undo);
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

  /** Resolves when the records appended so far are durable or undone, whichever happens; never rejects. */
  settled(): Promise<void> {
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => {
      this.settledWaiters.push(resolve);
      this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = null;
    const bufs = this.pending;
    const waiters = this.waiters;
    const undo = this.undo;
    const settled = this.settledWaiters;
    this.pending = [];
    this.waiters = [];
    this.undo = [];
    this.settledWaiters = [];
    try {
      if (this.failed) throw this.failed;
      if (bufs.length) {
        const buf = bufs.length === 1 ? (bufs[0] as Buffer) : Buffer.concat(bufs);
        const end = this.fileSize + buf.length;
        if (end > this.allocated) this.extend(end);
        for (let done = 0; done < buf.length; )
          done += this.io.write(this.fd, buf, done, buf.length - done, this.fileSize + done);
        this.io.fdatasync(this.fd);
        this.fileSize = end;
      }
      for (const w of waiters) w.resolve();
    } catch (e) {
      this.journalSize = this.fileSize;
      // Memory goes back to what the disk holds before anyone is answered or reads: newest change first.
      for (let i = undo.length - 1; i >= 0; i--)
        try {
          (undo[i] as () => void)();
        } catch (u) {
          this.fail(u as Error);
        }
      // A partly written batch would hide every later record behind a torn one, and a record that reached the
      // disk despite the error would be replayed at the next start: cut the file at the last good record and
      // make the cut durable (this works on a full disk too); the next write zero-fills again. If even that
      // fails, the file is in doubt and every later write is refused until a restart replays it.
      if (!this.failed)
        try {
          fs.ftruncateSync(this.fd, this.fileSize);
          this.allocated = this.fileSize;
          this.io.fdatasync(this.fd);
        } catch (cut) {
          this.fail(cut as Error);
        }
      const error = new Error(
        `embedded-mongo: the journal write failed, so the change was not made: ${(e as Error).message}`,
      );
      this.log(error.message);
      for (const w of waiters) w.reject(error);
    }
    for (const s of settled) s();
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
      `embedded-mongo: the journal in ${this.dir} can no longer be written (${e.message}); ` +
        "restart the server to go on writing",
    );
  }

  /**
   * Writes a new snapshot of `state` and starts an empty journal. The rename of `snapshot.tmp` to
   * `snapshot.N+1` is the commit point: a crash before it leaves generation N in charge, a crash after it the
   * new one. Generation N is deleted only once the new snapshot has been read back intact.
   */
  compact(state: Iterable<Document>): void {
    if (!this.idle) throw new Error("compaction needs an idle journal");
    this.checkWritable();
    const next = this.gen + 1;
    const tmp = path.join(this.dir, "snapshot.tmp");
    const snapshotFile = path.join(this.dir, snapshotName(next));
    const journalFile = path.join(this.dir, journalName(next));
    let written = 0;
    const fd = fs.openSync(tmp, "w", FILE_MODE);
    try {
      let chunk: Buffer[] = [frame({ o: "snap", gen: next, format: FORMAT })];
      let chunkSize = 0;
      for (const record of state) {
        const b = frame(record);
        chunk.push(b);
        chunkSize += b.length;
        written++;
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
    fs.rmSync(journalFile, { force: true });
    const created = createJournal(journalFile);
    let renamed = false;
    try {
      fs.renameSync(tmp, snapshotFile);
      renamed = true;
      fsyncDir(this.dir);
      // Read back from the disk before the previous generation goes.
      let read = 0;
      loadSnapshot(snapshotFile, () => {
        read++;
      });
      if (read !== written)
        throw new DamagedSnapshot(`${snapshotFile} reads back ${read} of ${written} records`);
    } catch (e) {
      fs.closeSync(created.fd);
      if (renamed) fs.rmSync(snapshotFile, { force: true });
      fs.rmSync(journalFile, { force: true });
      fs.rmSync(tmp, { force: true });
      try {
        fsyncDir(this.dir);
      } catch (d) {
        // Without a durable removal a crash could bring back the new snapshot and skip this journal.
        this.fail(d as Error);
      }
      throw e;
    }
    const oldFd = this.fd;
    this.fd = created.fd;
    this.gen = next;
    this.journalSize = 0;
    this.fileSize = 0;
    this.allocated = created.allocated;
    this.fellBack = false;
    fs.closeSync(oldFd);
    for (const g of generations(this.dir, "journal"))
      if (g < next) fs.rmSync(path.join(this.dir, journalName(g)), { force: true });
    for (const g of generations(this.dir, "snapshot"))
      if (g < next) fs.rmSync(path.join(this.dir, snapshotName(g)), { force: true });
    fsyncDir(this.dir);
    this.log(`embedded-mongo: wrote snapshot generation ${next} (${written} records)`);
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
