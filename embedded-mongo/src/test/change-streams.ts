import type { ChangeStream, Document } from "mongodb";

/** Opens a stream (the driver sends its aggregate at the first read), so it reports what follows. */
export async function opened(stream: ChangeStream): Promise<void> {
  expect(await stream.tryNext()).toBeNull();
}

/** The next `n` events of a stream. */
export async function take(stream: ChangeStream, n: number): Promise<Document[]> {
  const out: Document[] = [];
  while (out.length < n) out.push(await stream.next());
  return out;
}
