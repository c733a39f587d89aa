/**
 * The unified test format's operations the change-streams, transactions and CRUD suites use, each on the official
 * driver's API as an application would call it.
 */
import { type ChangeStream, type ClientSession, type Document, type FindCursor, MongoClient } from "mongodb";
import { type Entities, Unsupported } from "./entities";

export interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: Document;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

type Run = (entities: Entities, args: Document, op: Operation, admin: MongoClient) => Promise<unknown>;

const TXN_STATES: Record<string, string> = {
  NO_TRANSACTION: "none",
  STARTING_TRANSACTION: "starting",
  TRANSACTION_IN_PROGRESS: "in_progress",
  TRANSACTION_COMMITTED: "committed",
  TRANSACTION_COMMITTED_EMPTY: "committed",
  TRANSACTION_ABORTED: "aborted",
};

/** The driver's `bulkWrite` takes `{ insertOne: { document } }` models, as the format writes them. */
const collectionOf = (e: Entities, op: Operation) => e.collection(op.object);

function split<K extends string>(args: Document, ...keys: K[]): [Record<K, Document>, Document] {
  const rest = { ...args };
  const picked = {} as Record<K, Document>;
  for (const key of keys) {
    picked[key] = rest[key];
    delete rest[key];
  }
  return [picked, rest];
}

async function watchAndOpen(
  watchable: { watch: (p: Document[], o: Document) => ChangeStream },
  args: Document,
) {
  const [{ pipeline }, options] = split(args, "pipeline");
  const stream = watchable.watch((pipeline as unknown as Document[]) ?? [], options);
  // The format has the stream's aggregate sent when it is created; the driver sends it on first use.
  await (stream as unknown as { cursor: { cursorInit(): Promise<void> } }).cursor.cursorInit();
  return stream;
}

async function assertCollection(admin: MongoClient, args: Document, exists: boolean) {
  const names = await admin.db(args.databaseName).listCollections({}, { nameOnly: true }).toArray();
  if (names.some((c) => c.name === args.collectionName) !== exists) {
    throw new Error(
      `collection ${args.databaseName}.${args.collectionName} ${exists ? "missing" : "exists"}`,
    );
  }
}

async function assertIndex(admin: MongoClient, args: Document, exists: boolean) {
  const indexes = await admin
    .db(args.databaseName)
    .collection(args.collectionName)
    .listIndexes()
    .toArray()
    .catch(() => []);
  if (indexes.some((i) => i.name === args.indexName) !== exists) {
    throw new Error(`index ${args.indexName} ${exists ? "missing" : "exists"}`);
  }
}

async function setFailPoint(e: Entities, clientId: string, failPoint: Document) {
  const entity = e.client(clientId);
  await entity.client.db("admin").command(failPoint);
  entity.failPoints.push(failPoint.configureFailPoint);
}

const OPERATIONS: Record<string, Run> = {
  // test runner
  failPoint: (e, a) => setFailPoint(e, a.client, a.failPoint),
  targetedFailPoint: async (e, a) => {
    const session = e.session(a.session);
    const owner = (session as unknown as { client: MongoClient }).client;
    const clientId = [...e.clients].find(([, c]) => c.client === owner)?.[0];
    if (!clientId) throw new Error("the session's client is not an entity");
    await setFailPoint(e, clientId, a.failPoint);
  },
  assertSessionTransactionState: async (e, a) => {
    const { transaction } = e.session(a.session) as unknown as { transaction: { state: string } };
    const state = TXN_STATES[transaction.state];
    if (state !== a.state) throw new Error(`transaction state ${state}, expected ${a.state}`);
  },
  assertSessionPinned: async (e, a) => {
    if (!e.session(a.session).isPinned) throw new Error("session not pinned");
  },
  assertSessionUnpinned: async (e, a) => {
    if (e.session(a.session).isPinned) throw new Error("session pinned");
  },
  assertCollectionExists: (_e, a, _o, admin) => assertCollection(admin, a, true),
  assertCollectionNotExists: (_e, a, _o, admin) => assertCollection(admin, a, false),
  assertIndexExists: (_e, a, _o, admin) => assertIndex(admin, a, true),
  assertIndexNotExists: (_e, a, _o, admin) => assertIndex(admin, a, false),
  createEntities: (e, a) => e.create(a.entities),
  wait: (_e, a) => new Promise((resolve) => setTimeout(resolve, a.ms)),

  // client, database, collection: streams
  createChangeStream: (e, a, op) => watchAndOpen(e.get(op.object) as never, a),
  iterateUntilDocumentOrError: async (e, _a, op) => {
    const iterable = e.get(op.object) as ChangeStream | FindCursor;
    return withTimeout(iterable.next(), 10_000, "no document within 10 s");
  },
  iterateOnce: (e, _a, op) => (e.get(op.object) as ChangeStream).tryNext(),
  close: async (e, _a, op) => {
    const value = e.get(op.object) as { close(): Promise<void> };
    await value.close();
  },

  clientBulkWrite: (e, a, op) => {
    const [{ models }, options] = split(a, "models");
    const list = (models as unknown as Document[]).map((model) => {
      const [name, fields] = Object.entries(model)[0] as [string, Document];
      return { name, ...fields };
    });
    return e.client(op.object).client.bulkWrite(list as never, options);
  },

  // sessions
  startTransaction: async (e, a, op) => e.session(op.object).startTransaction(a),
  commitTransaction: (e, _a, op) => e.session(op.object).commitTransaction(),
  abortTransaction: (e, _a, op) => e.session(op.object).abortTransaction(),
  endSession: (e, _a, op) => e.session(op.object).endSession(),

  // database
  runCommand: (e, a, op) => {
    const [{ command }, options] = split(a, "command");
    delete options.commandName;
    return e.db(op.object).command(command, options);
  },
  createCollection: (e, a, op) => {
    const [{ collection }, options] = split(a, "collection");
    return e.db(op.object).createCollection(collection as unknown as string, options);
  },
  dropCollection: (e, a, op) => {
    const [{ collection }, options] = split(a, "collection");
    return e.db(op.object).dropCollection(collection as unknown as string, options);
  },
  modifyCollection: (e, a, op) => {
    const [{ collection }, options] = split(a, "collection");
    return e.db(op.object).command({ collMod: collection, ...options });
  },
  aggregate: (e, a, op) => {
    const [{ pipeline }, options] = split(a, "pipeline");
    const target = e.get(op.object) as {
      aggregate(p: Document[], o: Document): { toArray(): Promise<Document[]> };
    };
    return target.aggregate(pipeline as unknown as Document[], options).toArray();
  },

  // collection
  insertOne: (e, a, op) => {
    const [{ document }, options] = split(a, "document");
    return collectionOf(e, op).insertOne({ ...document }, options);
  },
  insertMany: (e, a, op) => {
    const [{ documents }, options] = split(a, "documents");
    return collectionOf(e, op).insertMany(
      (documents as unknown as Document[]).map((d) => ({ ...d })),
      options,
    );
  },
  updateOne: (e, a, op) => {
    const [{ filter, update }, options] = split(a, "filter", "update");
    return collectionOf(e, op).updateOne(filter, update, options);
  },
  updateMany: (e, a, op) => {
    const [{ filter, update }, options] = split(a, "filter", "update");
    return collectionOf(e, op).updateMany(filter, update, options);
  },
  replaceOne: (e, a, op) => {
    const [{ filter, replacement }, options] = split(a, "filter", "replacement");
    return collectionOf(e, op).replaceOne(filter, replacement, options);
  },
  deleteOne: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).deleteOne(filter, options);
  },
  deleteMany: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).deleteMany(filter, options);
  },
  bulkWrite: (e, a, op) => {
    const [{ requests }, options] = split(a, "requests");
    return collectionOf(e, op).bulkWrite(requests as unknown as never[], options);
  },
  find: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).find(filter, options).toArray();
  },
  findOne: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).findOne(filter, options);
  },
  findOneAndUpdate: (e, a, op) => {
    const [{ filter, update }, options] = split(a, "filter", "update");
    return collectionOf(e, op).findOneAndUpdate(filter, update, returnDocument(options));
  },
  findOneAndReplace: (e, a, op) => {
    const [{ filter, replacement }, options] = split(a, "filter", "replacement");
    return collectionOf(e, op).findOneAndReplace(filter, replacement, returnDocument(options));
  },
  findOneAndDelete: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).findOneAndDelete(filter, options);
  },
  countDocuments: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).countDocuments(filter, options);
  },
  estimatedDocumentCount: (e, a, op) => collectionOf(e, op).estimatedDocumentCount(a),
  count: (e, a, op) => {
    const [{ filter }, options] = split(a, "filter");
    return collectionOf(e, op).count(filter, options);
  },
  distinct: (e, a, op) => {
    const [{ fieldName, filter }, options] = split(a, "fieldName", "filter");
    return collectionOf(e, op).distinct(fieldName as unknown as string, filter, options);
  },
  createIndex: async (e, a, op) => {
    const [{ keys }, options] = split(a, "keys");
    return collectionOf(e, op).createIndex(keys, options);
  },
  dropIndex: async (e, a, op) => {
    const [{ name }, options] = split(a, "name");
    await collectionOf(e, op).dropIndex(name as unknown as string, options);
  },
  rename: async (e, a, op) => {
    const [{ to }, options] = split(a, "to");
    await collectionOf(e, op).rename(to as unknown as string, options);
  },
};

function returnDocument(options: Document): Document {
  if (typeof options.returnDocument === "string") {
    return { ...options, returnDocument: options.returnDocument.toLowerCase(), includeResultMetadata: false };
  }
  return { ...options, includeResultMetadata: false };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one operation, its `session` argument resolved to the session entity. */
export async function perform(entities: Entities, op: Operation, admin: MongoClient): Promise<unknown> {
  const run = OPERATIONS[op.name];
  if (!run) throw new Unsupported(`operation ${op.name}`);
  const args: Document = { ...(op.arguments ?? {}) };
  if (
    typeof args.session === "string" &&
    op.name !== "assertSessionTransactionState" &&
    !op.name.startsWith("assertSession") &&
    op.name !== "targetedFailPoint"
  ) {
    args.session = entities.session(args.session) as ClientSession;
  }
  return run(entities, args, op, admin);
}

export { MongoClient };
