import { ObjectId } from "mongodb";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let club: ClubDoc;
let owner: string;

beforeAll(async () => {
  h = await startHarness();
  const made = await h.ownerWithClub();
  owner = made.token;
  const found = await h.repos.clubs.findById(new ObjectId(made.clubId));
  if (!found) throw new Error("club missing");
  club = found;
  const tier = await h.call("POST", `/clubs/${club._id}/membership-tiers`, {
    token: owner,
    body: {
      name: "Lookup Gold",
      priceCents: 10_000,
      period: "year",
      discountRatePercent: 10,
      discountTarget: "all",
    },
  });
  const customer = await h.call("POST", `/clubs/${club._id}/customers`, {
    token: owner,
    body: {
      name: "Lookup Golfer",
      email: "lookup.golfer@example.com",
      mobile: "01098765678",
      tierId: tier.body.result.tierId,
      registeredOn: "2026-02-01",
      country: "South Korea",
    },
  });
  expect(customer.status).toBe(201);
});
afterAll(() => h.stop());

/** An employee of the club whose role grants the reservation kind, plus Membership read when asked. */
async function deskWith(membershipRead: boolean) {
  const account = await h.insertAccount({ kind: "employee", email: `d${membershipRead ? 1 : 0}@ex.com` });
  const roleId = new ObjectId();
  const all = { read: true, create: true, update: true, delete: true };
  const now = new Date();
  await h.repos.roles.insert({
    _id: roleId,
    clubId: club._id,
    name: `Desk ${roleId.toHexString()}`,
    nameKey: `desk ${roleId.toHexString()}`,
    note: "",
    permissions: {
      RESERVATION: all,
      ...(membershipRead
        ? { MEMBERSHIP_MANAGEMENT: { read: true, create: false, update: false, delete: false } }
        : {}),
    },
    createdAt: now,
    updatedAt: now,
  });
  await h.repos.staff.insert({
    _id: new ObjectId(),
    clubId: club._id,
    accountId: account._id,
    roleId,
    status: "active",
    name: "Desk",
    email: account.email,
    createdAt: now,
    updatedAt: now,
  });
  return h.signIn(account.email);
}

const lookUp = (token: string) =>
  h.call("GET", `/clubs/${club._id}/reservations/customers?q=lookup`, { token });

test("a desk with Membership read sees the customer's email and mobile", async () => {
  const res = await lookUp(await deskWith(true));
  expect(res.status).toBe(200);
  expect(res.body.result).toEqual([
    expect.objectContaining({
      name: "Lookup Golfer",
      email: "lookup.golfer@example.com",
      mobile: "01098765678",
      contactHidden: false,
      tierName: "Lookup Gold",
    }),
  ]);
});

test("a desk without Membership read gets the name, the tier and the mobile's last four digits only", async () => {
  const res = await lookUp(await deskWith(false));
  expect(res.status).toBe(200);
  expect(res.body.result).toEqual([
    expect.objectContaining({
      name: "Lookup Golfer",
      email: "",
      mobile: "••••5678",
      contactHidden: true,
      tierName: "Lookup Gold",
      tier: { discountRatePercent: 10, discountTarget: "all", active: true },
    }),
  ]);
  expect(JSON.stringify(res.body)).not.toContain("01098765678");
  expect(JSON.stringify(res.body)).not.toContain("lookup.golfer@");
});

test("the owner sees the contact", async () => {
  const res = await lookUp(owner);
  expect(res.body.result[0]).toMatchObject({ email: "lookup.golfer@example.com", contactHidden: false });
});
