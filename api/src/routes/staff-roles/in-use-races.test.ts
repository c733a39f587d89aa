/**
 * "In use" deletes racing the assignments they guard: a role deleted while a staff member is given it, a tier
 * deleted while a customer is given it. Whichever wins, nobody is left on something deleted.
 */
import { ObjectId } from "mongodb";
import { aCustomerInput, aRoleInput, aTierInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";

jest.setTimeout(60_000);

const ROUNDS = 20;
let h: Harness;
let owner: string;
let clubId: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token: owner, clubId } = await h.ownerWithClub({ name: "Races CC" }));
});
afterAll(() => h.stop());

test("a role deleted while a staff member is given it: never a staff member on a deleted role", async () => {
  const outcomes = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const role = await h.call("POST", `/clubs/${clubId}/roles`, {
      token: owner,
      body: aRoleInput({ name: `Desk ${round}` }),
    });
    expect(role.status).toBe(201);
    const roleId = role.body.result.roleId as string;
    const account = await h.insertAccount({
      email: `race-${round}-${new ObjectId().toHexString().slice(-6)}@example.com`,
      kind: "employee",
    });
    const [deleted, added] = await Promise.all([
      h.call("DELETE", `/clubs/${clubId}/roles/${roleId}`, { token: owner }),
      h.call("POST", `/clubs/${clubId}/staff`, { token: owner, body: { email: account.email, roleId } }),
    ]);
    outcomes.add(`${deleted.status}/${added.status}`);
    const roleLeft = await h.repos.roles.collection.countDocuments({ _id: new ObjectId(roleId) });
    const onRole = await h.repos.staff.collection.countDocuments({ roleId: new ObjectId(roleId) });
    // Either the role is gone with nobody on it, or it stays with its new member.
    expect({ roleLeft, onRole }).toEqual(
      roleLeft === 0 ? { roleLeft: 0, onRole: 0 } : { roleLeft: 1, onRole: 1 },
    );
  }
  // Every answer was a decision, never a failure.
  expect([...outcomes].every((outcome) => /^(200|204|409|404)\/(201|404|409)$/.test(outcome))).toBe(true);
});

test("a tier deleted while a customer is given it: never a customer on a deleted tier", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const tier = await h.call("POST", `/clubs/${clubId}/membership-tiers`, {
      token: owner,
      body: aTierInput({ name: `Tier ${round}` }),
    });
    expect(tier.status).toBe(201);
    const tierId = tier.body.result.tierId as string;
    const [, added] = await Promise.all([
      h.call("DELETE", `/clubs/${clubId}/membership-tiers/${tierId}`, { token: owner }),
      h.call("POST", `/clubs/${clubId}/customers`, {
        token: owner,
        body: aCustomerInput(tierId, { email: `golfer-${round}@example.com` }),
      }),
    ]);
    expect([201, 422]).toContain(added.status);
    const tierLeft = await h.repos.membershipTiers.collection.countDocuments({ _id: new ObjectId(tierId) });
    const onTier = await h.repos.customers.collection.countDocuments({ tierId: new ObjectId(tierId) });
    expect({ tierLeft, onTier }).toEqual(
      tierLeft === 0 ? { tierLeft: 0, onTier: 0 } : { tierLeft: 1, onTier: 1 },
    );
  }
});
