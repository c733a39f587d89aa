import { membershipNameField } from "./schemas";

test("names: letters of any language, digits, spaces, hyphen and underscore, 2 to 30 characters", () => {
  const issue = (name: string) => membershipNameField.safeParse(name).error?.issues[0]?.message;
  expect(issue("김민준")).toBeUndefined();
  expect(issue("골드 회원_2")).toBeUndefined();
  expect(issue("Nguyen Van-An_2")).toBeUndefined();
  expect(issue("Hạng Vàng")).toBeUndefined();
  expect(issue("Nguyễn Thị Hồng Nhung")).toBeUndefined();
  // The same name typed with combining marks (as some keyboards send it) is kept precomposed.
  expect(issue("Hạng Vàng".normalize("NFD"))).toBeUndefined();
  expect(membershipNameField.parse(" Hạng Vàng ".normalize("NFD"))).toBe("Hạng Vàng");
  expect(issue("Gold <b>")).toBe("membership_name_characters");
  expect(issue("Hạng Vàng!")).toBe("membership_name_characters");
  expect(issue("Kim; DROP")).toBe("membership_name_characters");
  expect(issue("G")).toBe("membership_name_length");
  expect(issue("x".repeat(31))).toBe("membership_name_length");
  expect(issue("Gold!")).toBe("membership_name_characters");
});
