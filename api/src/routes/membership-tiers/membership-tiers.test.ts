import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { aCustomerInput, aTierInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let owner: string;
let club: ClubDoc;

const tierInput = aTierInput({ name: "Gold", priceCents: 120_000 });
const url = (path = "") => `/clubs/${club._id}${path}`;
const createTier = (body: object, lang = "en") =>
  h.call("POST", url("/membership-tiers"), { token: owner, body, lang });
const createCustomer = (body: object) => h.call("POST", url("/customers"), { token: owner, body });

beforeAll(async () => {
  h = await startHarness();
  const made = await h.ownerWithClub({ name: "Membership CC" });
  owner = made.token;
  const found = await h.repos.clubs.findById(new ObjectId(made.clubId));
  if (!found) throw new Error("club missing");
  club = found;
  expect((await createTier(tierInput)).status).toBe(201);
});
afterAll(() => h.stop());

describe("membership tiers", () => {
  test.each(["en", "vi"] as const)("the spec's name messages in %s", async (lang) => {
    const short = await createTier({ ...tierInput, name: "G" }, lang);
    expect(short.status).toBe(422);
    expect(short.body.issues).toEqual([{ path: "name", message: translate("membership_name_length", lang) }]);
    const taken = await createTier({ ...tierInput, name: "gOLD" }, lang);
    expect([taken.status, taken.body.message]).toEqual([409, translate("tier_name_duplicated", lang)]);
    expect(translate("tier_name_duplicated", "en")).toBe("This name is already registered.");
  });

  test("price, rate and target are required; the rate stays within 0–100", async () => {
    const res = await createTier({ name: "Bronze", period: "month", discountRatePercent: 101 });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "discountRatePercent",
      "discountTarget",
      "priceCents",
    ]);
  });

  test("a tier customers hold cannot be deleted, but can be disabled", async () => {
    const tier = (await createTier({ ...tierInput, name: "Held tier" })).body.result;
    const customer = await createCustomer(aCustomerInput(tier.tierId, { email: "held@example.com" }));
    expect(customer.status).toBe(201);
    for (const lang of ["en", "ko"] as const) {
      const refused = await h.call("DELETE", url(`/membership-tiers/${tier.tierId}`), { token: owner, lang });
      expect([refused.status, refused.body.message]).toEqual([409, translate("tier_in_use", lang)]);
    }
    expect(translate("tier_in_use", "en")).toBe("This tier is currently in use.");
    const disabled = await h.call("PATCH", url(`/membership-tiers/${tier.tierId}/status`), {
      token: owner,
      body: { status: "disabled" },
    });
    expect([disabled.status, disabled.body.result.status, disabled.body.result.customerCount]).toEqual([
      200,
      "disabled",
      1,
    ]);
    const list = await h.call("GET", url("/membership-tiers?status=disabled"), { token: owner });
    expect(list.body.result.list.map((t: { name: string }) => t.name)).toContain("Held tier");
    await h.call("DELETE", url(`/customers/${customer.body.result.customerId}`), { token: owner });
    const removed = await h.call("DELETE", url(`/membership-tiers/${tier.tierId}`), { token: owner });
    expect(removed.status).toBe(200);
  });
});
