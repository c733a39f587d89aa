import type { Db } from "mongodb";

export type ReadinessState = { ready: true } | { ready: false; reason: "stopping" | "database" };

/**
 * Whether this instance should be sent traffic: not once it has been told to stop (SIGTERM), and not while the
 * database does not answer a ping within `timeoutMs`. Liveness (`GET /health`) is separate and touches nothing.
 */
export interface Readiness {
  check(): Promise<ReadinessState>;
  /** From now on `check` answers not ready: the instance is draining. */
  stop(): void;
  readonly stopping: boolean;
}

export function createReadiness(db: Db, timeoutMs: number): Readiness {
  let stopping = false;
  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      // The driver has no per-call deadline that holds (see db/connect.ts), so the race bounds the wait; a ping
      // that answers later is dropped.
      return await Promise.race([
        db.command({ ping: 1 }).then(
          () => true,
          () => false,
        ),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async check() {
      if (stopping) return { ready: false, reason: "stopping" };
      if (!(await ping())) return { ready: false, reason: "database" };
      // A signal that came during the ping wins.
      return stopping ? { ready: false, reason: "stopping" } : { ready: true };
    },
    stop() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}
