import { ApiError } from "./api-error";

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait; beyond that a task is refused
 * at once with 503 and `Retry-After`, so a burst of expensive work (password hashing) queues up to a point and
 * then sheds load instead of starving every other request of the threads it shares.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    private readonly retryAfterSeconds = 2,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(503, "server_busy", undefined, { "Retry-After": String(this.retryAfterSeconds) });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below what is really running.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
