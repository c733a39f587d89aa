import * as clubRoutes from "../routes/clubs/routes";
import * as roleRoutes from "../routes/staff-roles/routes";
import { apiClient } from "./api-client";
import { aRoleInput } from "./fixtures";
import { type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

test("fills the path from the route, sends the body and gives the result or the error", async () => {
  const api = apiClient(h);
  const { token, clubId } = await h.ownerWithClub({ name: "Typed Client CC" });
  const club = await api(clubRoutes.getClub, { params: { clubId } }, { token });
  expect([club.status, club.result?.name, club.error]).toEqual([200, "Typed Client CC", undefined]);

  const role = await api(
    roleRoutes.createRole,
    { params: { clubId }, body: aRoleInput({ name: "Starter" }) },
    { token },
  );
  expect([role.status, role.result?.name]).toEqual([201, "Starter"]);

  const anonymous = await api(clubRoutes.getClub, { params: { clubId } });
  expect([anonymous.status, anonymous.result, anonymous.error?.code]).toEqual([
    401,
    undefined,
    "unauthorized",
  ]);
});

test("puts the query after the path, leaving out what is not given", async () => {
  const sent: string[] = [];
  const api = apiClient({
    call: async (method, path) => {
      sent.push(`${method} ${path}`);
      return { status: 200, body: { result: [] }, headers: new Headers() };
    },
  });
  await api(roleRoutes.listStaff, {
    params: { clubId: "c1" },
    query: { q: "Da Nang", page: 2, status: undefined },
  });
  await api(roleRoutes.getRole, { params: { clubId: "c/1", roleId: "r1" } });
  expect(sent).toEqual(["GET /clubs/c1/staff?q=Da+Nang&page=2", "GET /clubs/c%2F1/roles/r1"]);
});

test("the compiler holds a call to the route's schemas", () => {
  const api = apiClient({ call: async () => ({ status: 200, body: {}, headers: new Headers() }) });
  // Only compiled, never awaited: what the type checker refuses.
  const refused = () => [
    // @ts-expect-error a path parameter the route needs is missing
    api(clubRoutes.getClub, { params: {} }),
    // @ts-expect-error a body of another shape than the route reads
    api(roleRoutes.createRole, { params: { clubId: "c1" }, body: { title: "Starter" } }),
  ];
  expect(typeof refused).toBe("function");
});
