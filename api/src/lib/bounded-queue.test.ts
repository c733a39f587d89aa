import { ApiError } from "./api-error";
import { BoundedQueue } from "./bounded-queue";

const gate = () => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
};

test("runs up to the concurrency, queues up to the limit, and refuses the rest with 503 and Retry-After", async () => {
  const queue = new BoundedQueue(2, 1, 3);
  const started: number[] = [];
  const release = gate();
  const task = (n: number) => () => {
    started.push(n);
    return release.opened.then(() => n);
  };
  const accepted = [1, 2, 3].map((n) => queue.run(task(n)));
  await Promise.resolve();
  expect(started).toEqual([1, 2]);
  const refused = await queue.run(task(4)).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ status: 503, code: "server_busy", headers: { "Retry-After": "3" } });
  release.open();
  expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
  expect(started).toEqual([1, 2, 3]);
  // Once drained it takes work again.
  expect(await queue.run(async () => "again")).toBe("again");
});

test("a failing task frees its slot", async () => {
  const queue = new BoundedQueue(1, 0);
  await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  expect(await queue.run(async () => 1)).toBe(1);
});
