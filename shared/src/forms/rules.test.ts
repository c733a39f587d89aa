import { emailOnlySchema, loginSchema, passwordPair, patterns, resetPasswordSchema } from "./rules";
import { firstIssues } from "./use-form";

const errorsOf = (schema: { safeParse: (v: unknown) => never }, value: unknown) =>
  firstIssues<Record<string, unknown>>(schema.safeParse(value));

describe("login rules (spec §5)", () => {
  it.each([
    ["", "validation.emailRequired"],
    [`${"a".repeat(25)}@b.com`, "validation.emailMax"],
    ["not-an-email", "validation.emailInvalid"],
  ])("rejects the email %p with %p", (email, message) => {
    expect(loginSchema.safeParse({ email, password: "long-enough" }).error?.issues[0]?.message).toBe(message);
  });

  it("accepts a valid email of 30 characters and a password of 8", () => {
    const email = `${"a".repeat(24)}@b.com`;
    expect(email).toHaveLength(30);
    expect(loginSchema.safeParse({ email, password: "12345678" }).success).toBe(true);
  });

  it("requires a password of at least 8 letters", () => {
    const result = loginSchema.safeParse({ email: "a@b.co", password: "1234567" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["validation.passwordMin"]);
  });

  it("the request-by-email form uses the same email rule", () => {
    expect(emailOnlySchema.safeParse({ email: "x@y" }).success).toBe(false);
  });
});

describe("password with confirmation", () => {
  const schema = passwordPair();
  it("reports a mismatch on the confirmation field", () => {
    const result = schema.safeParse({ password: "abcdefgh", passwordConfirm: "abcdefgx" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["passwordConfirm"], message: "validation.passwordConfirm" }),
    ]);
  });

  it("reset uses its own wording", () => {
    const short = resetPasswordSchema.safeParse({ password: "abc", passwordConfirm: "abc" });
    expect(short.error?.issues[0]?.message).toBe("validation.resetPasswordInvalid");
    const mismatch = resetPasswordSchema.safeParse({ password: "abcdefgh", passwordConfirm: "abcdefg" });
    expect(mismatch.error?.issues[0]?.message).toBe("validation.resetPasswordConfirm");
    expect(resetPasswordSchema.safeParse({ password: "abcdefgh", passwordConfirm: "abcdefgh" }).success).toBe(
      true,
    );
  });
});

describe("pattern checks", () => {
  it.each([
    ["digitsOnly", "0123456789", "12a"],
    ["koreanOnly", "홍길동", "Hong"],
    ["englishOnly", "Hong", "홍길동"],
    ["lettersAndSpaces", "Nguyễn Văn An", "R2 D2"],
  ] as const)("%s accepts %p and rejects %p", (name, good, bad) => {
    expect(patterns[name].test(good)).toBe(true);
    expect(patterns[name].test(bad)).toBe(false);
  });

  it("firstIssues keeps one message per field", () => {
    expect(errorsOf(loginSchema as never, { email: "", password: "" })).toEqual({
      email: "validation.emailRequired",
      password: "validation.passwordMin",
    });
  });
});
