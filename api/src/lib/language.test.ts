import { pickLanguage, translateIssue } from "./language";

test.each([
  [undefined, "en"],
  ["ko", "ko"],
  ["vi-VN,vi;q=0.9,en;q=0.8", "vi"],
  ["fr-FR,fr;q=0.9,ko;q=0.5,en;q=0.4", "ko"],
  ["en;q=0.2,vi;q=0.8", "vi"],
  ["de", "en"],
  ["ko;q=0", "en"],
])("Accept-Language %p → %p", (header, expected) => {
  expect(pickLanguage(header)).toBe(expected);
});

test("zod default messages become the generic translated 'invalid value'", () => {
  expect(translateIssue("Invalid input: expected string, received number", "ko")).toBe(
    "입력값이 올바르지 않습니다.",
  );
  expect(translateIssue("password_min", "en")).toBe("Password must be at least 8 letters");
});
