import type { Collection, Document, Filter, Sort } from "mongodb";

/** `text` as a regular expression that matches it literally (a search box's dots and brackets are not syntax). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A write a unique index refused (MongoDB error 11000). */
export const isDuplicateKey = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;

/** Runs `write`; a unique index refusing it becomes `conflict()` (the 409 naming what is taken). */
export async function unlessDuplicate<T>(write: Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict();
    throw error;
  }
}

/** One page of `filter` in `sort` order, and how many documents match in all. */
export async function pageOf<T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  sort: Sort,
  page: number,
  pageSize: number,
) {
  const [list, total] = await Promise.all([
    collection
      .find(filter)
      .sort(sort)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .toArray(),
    collection.countDocuments(filter),
  ]);
  return { list: list as T[], total };
}

/** Newest first, `_id` breaking ties so a page never repeats or skips a document. */
export const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };
