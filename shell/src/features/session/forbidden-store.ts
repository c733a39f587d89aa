/** The message of the last 403 answer, shown by the forbidden dialog until the user confirms it. */
export interface ForbiddenStore {
  get(): string | null;
  show(message: string): void;
  dismiss(): void;
  subscribe(listener: () => void): () => void;
}

export function createForbiddenStore(): ForbiddenStore {
  let message: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    message = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => message,
    show: (next) => set(next),
    dismiss: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
