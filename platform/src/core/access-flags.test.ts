import { roleAccessKinds } from "contracts/domains/common/permissions";
import { ROLE_KINDS } from "./access-flags";

test("the menu knows every kind a role can grant, as the contracts list them", () => {
  expect(ROLE_KINDS).toEqual(roleAccessKinds);
});
