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

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A data directory: `snapshot` (state at the start of generation N) plus `journal.N` (every change since).
 * Records are appended and acknowledged only after fdatasync; concurrent writers share one fsync.
 */
export class Store {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private journalSize = 0;
  /** Bytes of the journal known to be complete records. */
  private fileSize = 0;
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
      const buf = fs.existsSync(journalFile) ? fs.readFileSync(journalFile) : Buffer.alloc(0);
      const { records: logged, goodLength } = readRecords(buf);
      if (goodLength < buf.length) {
        log(
          `embedded-mongo: journal ${journalFile} has a torn or corrupt tail; cut at byte ${goodLength} ` +
            `(${buf.length - goodLength} bytes dropped, ${logged.length} records kept)`,
        );
        fs.truncateSync(journalFile, goodLength);
      }
      records.push(...logged);
      for (const f of fs.readdirSync(dir))
        if (f.startsWith("journal.") && f !== `journal.${gen}`) fs.rmSync(path.join(dir, f), { force: true });
      const fd = fs.openSync(journalFile, "a");
      fs.fsyncSync(fd);
      fsyncDir(dir);
      const store = new Store(dir, gen, fd, release);
      store.journalSize = goodLength;
      store.fileSize = goodLength;
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
        fs.writeSync(this.fd, buf);
        fs.fdatasyncSync(this.fd);
        this.fileSize += buf.length;
      }
      for (const w of waiters) w.resolve();
    } catch (e) {
      this.journalSize = this.fileSize;
      // A partly written batch would hide every later record behind a torn one: cut it off again.
      try {
        if (!this.failed) fs.ftruncateSync(this.fd, this.fileSize);
      } catch (cut) {
        this.fail(cut as Error);
      }
      for (const w of waiters) w.reject(e as Error);
    }
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
    // Append mode, so that cutting off a failed write also moves where the next one lands.
    const newFd = fs.openSync(journalFile, "a");
    fs.fsyncSync(newFd);
    fs.renameSync(tmp, path.join(this.dir, "snapshot"));
    const [oldFd, oldGen] = [this.fd, this.gen];
    this.fd = newFd;
    this.gen = next;
    this.journalSize = 0;
    this.fileSize = 0;
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
    // A command still in flight must not write through a file descriptor number the process may reuse.
    this.failed = new Error(`embedded-mongo: the data directory ${this.dir} is closed`);
    fs.closeSync(this.fd);
    this.release();
  }
}
