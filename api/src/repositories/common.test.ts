import type { Collection } from "mongodb";
import { type Harness, startHarness } from "../testing/harness";
import { pageOf } from "./common";

let h: Harness;
let rows: Collection<{ _id: number; clubId: number }>;
beforeAll(async () => {
  h = await startHarness();
  rows = h.db.collection("pageRows");
  // Five rows of one club, two of another that no page of the first may count.
  await rows.insertMany([1, 2, 3, 4, 5, 6, 7].map((n) => ({ _id: n, clubId: n <= 5 ? 1 : 2 })));
});
afterAll(() => h.stop());

test("every page says how many match in all: full, last, past the end, or the only one", async () => {
  const pages = [];
  for (let page = 1; page <= 4; page++) {
    const { list, total } = await pageOf(rows, { clubId: 1 }, { _id: 1 }, page, 2);
    pages.push([list.map((r) => r._id), total]);
  }
  expect(pages).toEqual([
    [[1, 2], 5],
    [[3, 4], 5],
    [[5], 5],
    [[], 5],
  ]);
  expect((await pageOf(rows, { clubId: 1 }, { _id: 1 }, 1, 5)).total).toBe(5);
  expect((await pageOf(rows, { clubId: 1 }, { _id: 1 }, 1, 20)).total).toBe(5);
  expect(await pageOf(rows, { clubId: 3 }, { _id: 1 }, 1, 20)).toEqual({ list: [], total: 0 });
});
