import { type ComponentType, lazy } from "react";

const ATTEMPTS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A screen in its own chunk. A failed chunk load (a flaky network) is retried like the shell retries a remote
 * before the error reaches the remote's error boundary.
 */
export function lazyScreen(load: () => Promise<ComponentType>, retryDelayMs = 300): ComponentType {
  return lazy(async () => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        return { default: await load() };
      } catch (error) {
        lastError = error;
        if (attempt < ATTEMPTS) await wait(retryDelayMs * attempt);
      }
    }
    throw lastError;
  });
}
