import { startEmbeddedMongo } from "embedded-mongo";
import { type Db, MongoClient, ObjectId } from "mongodb";
import { CustomersRepository } from "../../repositories/customers-repository";
import { customerSearchKeysMigration } from "./003-customer-search-keys";

// Seeding many documents and starting a database take seconds on a loaded machine.
jest.setTimeout(60_000);

let stop: () => Promise<void>;
let db: Db;
beforeAll(async () => {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  const client = await new MongoClient(server.uri, { directConnection: true }).connect();
  db = client.db("search-keys-migration");
  stop = async () => {
    await client.close();
    await server.stop();
  };
});
afterAll(() => stop());

test("gives every customer written before the search its keys, and the search then finds them", async () => {
  const clubId = new ObjectId();
  const customers = db.collection("customers");
  // More than one batch, as a club's customers written before the search keys existed.
  await customers.insertMany(
    Array.from({ length: 1_050 }, (_, i) => ({
      clubId,
      name: i === 7 ? "Trần Thị Ánh" : `Customer ${i}`,
      email: `c${i}@example.com`,
      emailKey: `c${i}@example.com`,
      mobile: `0901${String(i).padStart(6, "0")}`,
      createdAt: new Date(),
    })),
  );
  const repository = new CustomersRepository(db);
  await repository.ensureIndexes();
  expect(await repository.search(clubId, "anh", 8)).toEqual([]);

  await customerSearchKeysMigration.up(db);

  expect(await customers.countDocuments({ searchKeys: { $exists: false } })).toBe(0);
  expect((await repository.search(clubId, "ÁNH", 8)).map((c) => c.name)).toEqual(["Trần Thị Ánh"]);
  expect((await repository.search(clubId, "0901000104", 8)).map((c) => c.name)).toEqual(["Customer 104"]);
  // Running it again finds nothing left to do and changes nothing.
  const before = await customers.find({}, { projection: { searchKeys: 1 } }).toArray();
  await customerSearchKeysMigration.up(db);
  expect(await customers.find({}, { projection: { searchKeys: 1 } }).toArray()).toEqual(before);
});
