import { ObjectId } from "mongodb";
import { type Harness, startHarness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const KB = 1024;
const MB = 1024 * KB;
const clubId = new ObjectId().toHexString();
/** A JSON body of about `size` bytes. */
const jsonOf = (size: number) => JSON.stringify({ padding: "x".repeat(size) });
const bytesOf = (size: number) => new Uint8Array(size);

/**
 * Each case is sent without a session: a body within the route's limit goes on to the route's own checks, one
 * beyond it is refused first (413), as the limit is applied before anything else (the session check included).
 */
const cases: [string, string, string, number, (size: number) => string | Uint8Array<ArrayBuffer>][] = [
  ["a route that declares nothing (JSON)", "POST", "/sign-in", 16 * KB, jsonOf],
  ["adding a club (club JSON)", "POST", "/clubs", 64 * KB, jsonOf],
  ["a club's information (club JSON)", "PUT", `/clubs/${clubId}`, 64 * KB, jsonOf],
  ["a club picture", "PUT", `/clubs/${clubId}/image`, 3 * MB, bytesOf],
  ["a customer CSV import", "POST", `/clubs/${clubId}/customers/import`, 3 * MB, bytesOf],
  ["a business sign-up with its certificate", "POST", "/sign-up/business", 6 * MB, bytesOf],
  ["a path no route answers", "POST", "/nowhere", 16 * KB, jsonOf],
];

describe.each(cases)("%s: %s %s", (_label, method, path, limit, bodyOf) => {
  const send = (size: number) => {
    const raw = bodyOf(size);
    return h.call(method, path, {
      raw,
      contentType: typeof raw === "string" ? "application/json" : "application/octet-stream",
    });
  };

  test("a body within the limit is not refused for its size", async () => {
    const res = await send(limit - 64);
    expect(res.status).not.toBe(413);
  });

  test("a body beyond the limit → 413 payload_too_large", async () => {
    const res = await send(limit + 1);
    expect([res.status, res.body.code]).toEqual([413, "payload_too_large"]);
  });
});
