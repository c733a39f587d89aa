/**
 * Runs `run` every `everyMs` until stopped: the periodic work every API instance does outside requests (expiring
 * holds, the waitlist's offers, automatic no-shows). The timer does not keep the process alive; a run still going
 * when the next is due is not started twice by this instance, and a failed run is logged under `name`.
 */
export function startSweep(
  name: string,
  run: () => Promise<unknown>,
  log: (line: string) => void,
  everyMs: number,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) =>
        log(`[${name}] run failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
