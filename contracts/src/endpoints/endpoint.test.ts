import { allEndpoints } from "./all";
import * as customers from "./customers";
import { endpointOf, urlOf } from "./endpoint";
import * as membershipTiers from "./membership-tiers";

test("fills each path parameter, encoded so an id stays inside its own segment", () => {
  expect(urlOf(membershipTiers.getMembershipTier, { clubId: "c/1", tierId: "t 2" })).toBe(
    "/api/v1.0/clubs/c%2F1/membership-tiers/t%202",
  );
});

test("refuses a call that leaves a path parameter out", () => {
  const params = { clubId: "c1" } as unknown as { clubId: string; tierId: string };
  expect(() => urlOf(membershipTiers.getMembershipTier, params)).toThrow(
    "getMembershipTier: no value for {tierId}",
  );
});

test("finds the endpoint a request calls, a fixed segment winning over a parameter", () => {
  expect(endpointOf(allEndpoints, "GET", "/api/v1.0/clubs/c1/customers/export.csv?tierId=x")).toBe(
    customers.exportCustomers,
  );
  expect(endpointOf(allEndpoints, "GET", "/api/v1.0/clubs/c1/customers/65f0")).toBe(customers.getCustomer);
  expect(endpointOf(allEndpoints, "POST", "/api/v1.0/clubs/c1/customers/65f0")).toBeUndefined();
  expect(endpointOf(allEndpoints, "GET", "/api/v1.0/clubs/c1/customer")).toBeUndefined();
});

test("names every operation once", () => {
  const ids = allEndpoints.map((declared) => declared.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  const routes = allEndpoints.map((declared) => `${declared.method} ${declared.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});
