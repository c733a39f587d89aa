import { customerInputSchema } from "./schemas";

test("a birth date that does not exist is refused", () => {
  const base = {
    name: "Le Thu Trang",
    email: "trang@example.com",
    mobile: "0905123456",
    tierId: "0123456789abcdef01234567",
    registeredOn: "2026-01-10",
    country: "Vietnam",
  };
  expect(customerInputSchema.safeParse({ ...base, birthDate: "1990-02-29" }).success).toBe(false);
  expect(customerInputSchema.safeParse({ ...base, birthDate: "1992-02-29" }).success).toBe(true);
});
