import { ScreenLoadError } from "platform/remote/lazy-screen";
import { onSectionRetry } from "platform/remote/section-retry";
import { type ComponentType, createElement, lazy } from "react";

const ATTEMPTS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A step of the booking page (the golfer's details, the waitlist form, the booking made) in its own chunk, fetched
 * when the golfer gets there or points at the way there: what only those steps need (zod and the contract's
 * schemas, the form helpers, the API's error catalogue and the HTTP error handling) stays out of the page's first
 * load. A failed chunk load is retried like a lazy screen's (`platform/remote/lazy-screen`), then reaches the
 * remote's error boundary as a section that could not be loaded, whose Retry loads it afresh.
 */
export function lazyStep<P extends object>(
  load: () => Promise<ComponentType<P>>,
  retryDelayMs = 300,
): ComponentType<P> {
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
      throw new ScreenLoadError("A step of the booking page could not be loaded", { cause: lastError });
    });
  let Step = create();
  onSectionRetry(() => {
    if (!failed) return;
    failed = false;
    Step = create();
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per step when its module loads, never during a render.
  return function LazyStep(props: P) {
    return createElement(Step, props);
  };
}
