import { type ComponentType, lazy } from "react";
import { onSectionRetry } from "./section-retry";

const ATTEMPTS = 3;

/** A screen's code that could not be downloaded: its section failed to load, it did not crash. */
export class ScreenLoadError extends Error {
  override name = "ScreenLoadError";
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A screen in its own chunk. A failed chunk load (a flaky network) is retried like the shell retries a remote
 * before the error reaches the remote's error boundary. React.lazy remembers a failure for good, so after the
 * user's Retry on the unavailable panel a fresh lazy component loads the chunk again.
 */
export function lazyScreen(load: () => Promise<ComponentType>, retryDelayMs = 300): ComponentType {
  let failed = false;
  const create = () =>
    lazy(async () => {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          return { default: await load() };
        } catch (error) {
          lastError = error;
          if (attempt < ATTEMPTS) await wait(retryDelayMs * attempt);
        }
      }
      failed = true;
      throw new ScreenLoadError("A screen's code could not be loaded", { cause: lastError });
    });
  let Screen = create();
  onSectionRetry(() => {
    if (!failed) return;
    failed = false;
    Screen = create();
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when the route table loads, never during a render.
  return function LazyScreen() {
    return <Screen />;
  };
}
