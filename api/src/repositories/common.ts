import type { Collection, Document, Filter, FindOptions, Sort } from "mongodb";

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

/**
 * One page of `filter` in `sort` order, and how many documents match in all: counted only when the page is full
 * (or past the end), since a page with the last document on it already says how many there are.
 */
export async function pageOf<T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  sort: Sort,
  page: number,
  pageSize: number,
  options: Pick<FindOptions, "hint"> = {},
) {
  const skipped = (page - 1) * pageSize;
  const list = await collection.find(filter, options).sort(sort).skip(skipped).limit(pageSize).toArray();
  const last = list.length < pageSize && (list.length > 0 || skipped === 0);
  const total = last ? skipped + list.length : await collection.countDocuments(filter, options);
  return { list: list as T[], total };
}

/** Newest first, `_id` breaking ties so a page never repeats or skips a document. */
export const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };

/**
 * Drops indexes an earlier version declared and a newer one replaced (their writes cost for nothing); an index
 * already gone, or a collection not yet created, is fine.
 */
export async function dropIndexesIfPresent<T extends Document>(collection: Collection<T>, names: string[]) {
  for (const name of names) {
    try {
      await collection.dropIndex(name);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // 27 IndexNotFound, 26 NamespaceNotFound.
      if (code !== 27 && code !== 26) throw error;
    }
  }
}
