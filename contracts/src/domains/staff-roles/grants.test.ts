import { grantsOnlyHeld } from "./grants";

test("a role is grantable only when each action it grants is held; granting nothing always is", () => {
  const held = (kind: string, action: string) =>
    kind === "STAFF_LIST" || (kind === "SCHEDULE" && action === "read");
  const none = { read: false, create: false, update: false, delete: false };
  expect(grantsOnlyHeld({}, held)).toBe(true);
  expect(grantsOnlyHeld({ STAFF_LIST: { read: true, create: true, update: true, delete: true } }, held)).toBe(
    true,
  );
  expect(grantsOnlyHeld({ SCHEDULE: { ...none, read: true }, RESERVATION: none }, held)).toBe(true);
  expect(grantsOnlyHeld({ SCHEDULE: { ...none, read: true, update: true } }, held)).toBe(false);
  expect(grantsOnlyHeld({ MEMBERSHIP_MANAGEMENT: { ...none, read: true } }, held)).toBe(false);
});
