/**
 * The user pressed Retry on a section's "unavailable" panel. Loaders that cache a failure (React.lazy keeps a
 * rejected chunk load forever) listen here to start afresh; nothing else can tell a deliberate Retry from React
 * re-rendering the failed tree on its own.
 */
const listeners = new Set<() => void>();

export function onSectionRetry(reset: () => void): () => void {
  listeners.add(reset);
  return () => listeners.delete(reset);
}

export function signalSectionRetry(): void {
  for (const reset of listeners) reset();
}
