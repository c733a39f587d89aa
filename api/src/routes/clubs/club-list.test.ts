import { ObjectId } from "mongodb";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type Harness, startHarness } from "../../testing/harness";

/** `GET /clubs` for an administrator of many clubs: a bounded first page, narrowed by name. */

// Starting a database and signing in take seconds on a loaded machine.
jest.setTimeout(60_000);

let h: Harness;
let admin: string;
let ownerToken: string;

beforeAll(async () => {
  h = await startHarness();
  const account = await h.insertAccount({ kind: "admin", isAdmin: true });
  admin = await h.signIn(account.email);
  ({ token: ownerToken } = await h.ownerWithClub({ name: "Lakeside Links" }));
  await h.ownerWithClub({ name: "Hillside Golf" });
  const template = (await h.repos.clubs.collection.findOne({ name: "Hillside Golf" })) as ClubDoc;
  // 120 more clubs, created one a minute after the two above.
  await h.repos.clubs.collection.insertMany(
    Array.from({ length: 120 }, (_, i) => ({
      ...template,
      _id: new ObjectId(),
      name: `Club ${String(i).padStart(3, "0")}`,
      createdAt: new Date(template.createdAt.getTime() + (i + 1) * 60_000),
    })),
  );
});
afterAll(() => h.stop());

const names = (answer: { list: { clubName: string }[] }) => answer.list.map((c) => c.clubName);

test("an administrator gets the first hundred clubs, oldest first, and is told there are more", async () => {
  const res = await h.call("GET", "/clubs", { token: admin });
  expect(res.status).toBe(200);
  expect(res.body.result.list).toHaveLength(100);
  expect(names(res.body.result).slice(0, 3)).toEqual(["Lakeside Links", "Hillside Golf", "Club 000"]);
  expect(res.body.result.more).toBe(true);
});

test("a name, in any case, narrows the list to every club holding it", async () => {
  const res = await h.call("GET", "/clubs?q=CLUB%2011", { token: admin });
  expect(names(res.body.result)).toEqual(Array.from({ length: 10 }, (_, i) => `Club 11${i}`));
  expect(res.body.result.more).toBe(false);
  const owners = await h.call("GET", "/clubs?q=lake", { token: ownerToken });
  expect([names(owners.body.result), owners.body.result.more]).toEqual([["Lakeside Links"], false]);
  const none = await h.call("GET", "/clubs?q=hill", { token: ownerToken });
  expect(names(none.body.result)).toEqual([]);
});

test("a name is text, not a pattern", async () => {
  const res = await h.call("GET", "/clubs?q=.*", { token: admin });
  expect(res.body.result.list).toEqual([]);
});
