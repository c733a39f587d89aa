import { Timestamp } from "bson";

/**
 * The cluster time: strictly increasing timestamps (seconds, then a counter within the second), as a replica
 * set's oplog has them. Every change takes a new one; replies carry the latest as `operationTime`.
 */
export class Clock {
  private t = 0;
  private i = 0;

  /** A timestamp later than every one issued (and than `after`, the newest found in the history at start-up). */
  tick(): { t: number; i: number } {
    const now = Math.floor(Date.now() / 1000);
    if (now > this.t) {
      this.t = now;
      this.i = 1;
    } else this.i++;
    return { t: this.t, i: this.i };
  }

  /** Makes every later tick come after `ts` (the newest change replayed at start-up). */
  advanceTo(ts: { t: number; i: number }): void {
    if (ts.t > this.t || (ts.t === this.t && ts.i > this.i)) {
      this.t = ts.t;
      this.i = ts.i;
    }
  }

  /** The latest timestamp issued (issuing one if none was). */
  now(): Timestamp {
    if (!this.t) this.tick();
    return new Timestamp({ t: this.t, i: this.i });
  }

  get last(): { t: number; i: number } {
    if (!this.t) this.tick();
    return { t: this.t, i: this.i };
  }
}
