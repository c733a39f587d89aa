/**
 * How soon a waiting change stream answers: the time from a change's commit (when it joins the history and wakes
 * the waiting getMores) to the getMore's reply with it. Kept only when the server is started with
 * `EMBEDDED_MONGO_DELIVERY_STATS=1` (the change-stream bench does), and printed when the server stops; otherwise
 * nothing is measured or kept.
 */
export class DeliveryStats {
  private samples: number[] = [];
  /** When the newest change committed (`performance.now()`). */
  lastCommit = 0;

  committed(): void {
    this.lastCommit = performance.now();
  }

  /** A getMore woken by the change committed at `since` answers now. */
  delivered(since: number): void {
    this.samples.push(performance.now() - since);
  }

  summary(): string {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (p: number) =>
      (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2);
    return `change-stream deliveries ${sorted.length}, from commit to reply p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
  }
}

export const deliveryStats = process.env.EMBEDDED_MONGO_DELIVERY_STATS === "1" ? new DeliveryStats() : null;
