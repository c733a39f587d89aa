import type { Collection, CreateIndexesOptions, Db, Document, IndexSpecification } from "mongodb";
import { MongoClient, MongoServerError } from "mongodb";
import { createRepositories, ensureIndexes } from "../repositories";
import { migrations as allMigrations } from "./migrations/index";
import type { Migration } from "./migrations/migration";
import type { MigrationDoc } from "./run-migrations";

export interface DeclaredIndex {
  collection: string;
  name: string;
  key: Document;
}

/** `{ a: 1, b: -1 }`, `"a"` or `[["a", 1]]` as one key document, and the name MongoDB gives it by default. */
function keyOf(spec: IndexSpecification): Document {
  const entries: [string, unknown][] = [];
  const add = (part: unknown) => {
    if (typeof part === "string") entries.push([part, 1]);
    else if (Array.isArray(part) && part.length === 2 && typeof part[0] === "string")
      entries.push([part[0], part[1]]);
    else if (Array.isArray(part)) for (const item of part) add(item);
    else if (part instanceof Map) entries.push(...(part as Map<string, unknown>).entries());
    else if (part && typeof part === "object") entries.push(...Object.entries(part));
  };
  add(spec);
  return Object.fromEntries(entries);
}
const defaultName = (key: Document) =>
  Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join("_");

/**
 * The indexes the repositories declare, found by running their `ensureIndexes` against a database handle that
 * records each `createIndex` instead of sending it and ignores each `dropIndex` of an index a release replaced (the
 * handle's client is never connected; any other call would fail). So the list cannot drift from what the release step builds.
 */
export async function declaredIndexes(): Promise<DeclaredIndex[]> {
  const found: DeclaredIndex[] = [];
  const client = new MongoClient("mongodb://127.0.0.1:1", { serverSelectionTimeoutMS: 1 });
  try {
    const db = client.db("declared-indexes");
    const open = db.collection.bind(db);
    db.collection = (<T extends Document>(name: string, options?: object) => {
      const collection = open<T>(name, options);
      const record = (spec: IndexSpecification, indexOptions?: CreateIndexesOptions) => {
        const key = keyOf(spec);
        const indexName = indexOptions?.name ?? defaultName(key);
        found.push({ collection: name, name: indexName, key });
        return indexName;
      };
      collection.createIndex = (async (spec: IndexSpecification, indexOptions?: CreateIndexesOptions) =>
        record(spec, indexOptions)) as Collection<T>["createIndex"];
      collection.createIndexes = (async (specs: { key: IndexSpecification; name?: string }[]) =>
        specs.map((spec) => record(spec.key, { name: spec.name }))) as Collection<T>["createIndexes"];
      // Dropping an index a release replaced declares nothing: ignored here.
      collection.dropIndex = (async () => ({})) as unknown as Collection<T>["dropIndex"];
      return collection;
    }) as Db["collection"];
    try {
      await ensureIndexes(createRepositories(db));
    } catch (error) {
      throw new Error(
        `Cannot read the declared indexes: a repository's ensureIndexes may only call createIndex, createIndexes or dropIndex (${error instanceof Error ? error.message : error})`,
      );
    }
    return found;
  } finally {
    await client.close();
  }
}

async function indexesOf(db: Db, collection: string): Promise<Document[]> {
  try {
    return await db.collection(collection).listIndexes().toArray();
  } catch (error) {
    // A collection nobody wrote to yet has no indexes.
    if (error instanceof MongoServerError && error.code === 26) return [];
    throw error;
  }
}

const sameKey = (a: Document, b: Document) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the database lacks for this release: migrations not yet applied, declared indexes missing (or with another
 * key). Read only: an instance checks this at start instead of changing the schema itself. Migrations a newer
 * release applied are no problem (they must be backward compatible for a rolling deploy).
 */
export async function schemaProblems(db: Db, migrations: Migration[] = allMigrations): Promise<string[]> {
  const applied = new Set(
    (
      await db
        .collection<MigrationDoc>("migrations")
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((doc) => doc._id),
  );
  const pending = migrations.filter((migration) => !applied.has(migration.id));
  const problems = pending.map((migration) => `migration ${migration.id} (${migration.name}) not applied`);

  const declared = await declaredIndexes();
  const byCollection = new Map<string, DeclaredIndex[]>();
  for (const index of declared)
    byCollection.set(index.collection, [...(byCollection.get(index.collection) ?? []), index]);
  for (const [collection, wanted] of byCollection) {
    const present = await indexesOf(db, collection);
    for (const index of wanted) {
      const found = present.find((candidate) => candidate.name === index.name);
      if (!found) problems.push(`index ${collection}.${index.name} missing`);
      else if (!sameKey(found.key, index.key))
        problems.push(`index ${collection}.${index.name} has another key`);
    }
  }
  return problems;
}
