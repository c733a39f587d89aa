/**
 * Every validation rule of every endpoint, each answered 422 with the field's message in English (the spec's exact
 * wording where §5 gives one) and in Korean or Vietnamese, and nothing written.
 */
import type { MessageCode } from "contracts/errors/codes";
import { type MessageLanguage, translate } from "contracts/errors/messages";
import { aBusinessSignUp, anEmployeeSignUp } from "./testing/fixtures";
import { type Harness, startHarness } from "./testing/harness";

let h: Harness;
let tokens: { admin: string; owner: string; clubOwner: string };
let clientId: string;
let clubId: string;

const employee = anEmployeeSignUp({ email: "rules-emp@example.com" });
const business = aBusinessSignUp({ email: "rules-biz@example.com" }) as Record<string, string>;
const pdf = (size = 4, type = "application/pdf", name = "c.pdf") =>
  new File([new Uint8Array(size)], name, { type });

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.insertAccount({ kind: "admin", isAdmin: true });
  // A business owner: a client an administrator reviews.
  const owner = await h.insertAccount();
  // An owner with a golf club, for the club's membership tiers and customers.
  const withClub = await h.ownerWithClub();
  clubId = withClub.clubId;
  tokens = {
    admin: await h.signIn(admin.email),
    owner: await h.signIn(owner.email),
    clubOwner: withClub.token,
  };
  clientId = owner._id.toHexString();
});
afterAll(() => h.stop());

/** English as the spec words it, where it does. */
const spec: Partial<Record<MessageCode, string>> = {
  required: "This field is required.",
  email_invalid: "Invalid email address",
  password_min: "Password must be at least 8 letters",
  password_confirm_mismatch: "Password Confirm failed",
  reset_password_invalid: "Invalid password!",
  reset_password_confirm_mismatch: "Password confirm failed!",
};

type Rule = [field: string, change: Record<string, unknown>, code: MessageCode];
const long = (n: number) => "x".repeat(n);

const accountRules = (base: Record<string, unknown>): Rule[] => [
  ["firstName", { firstName: "" }, "required"],
  ["firstName", { firstName: "   " }, "required"],
  ["firstName", { firstName: undefined }, "required"],
  ["firstName", { firstName: long(51) }, "too_long"],
  ["lastName", { lastName: "" }, "required"],
  ["lastName", { lastName: long(51) }, "too_long"],
  ["email", { email: "" }, "required"],
  ["email", { email: undefined }, "required"],
  ["email", { email: "not-an-email" }, "email_invalid"],
  ["email", { email: "owner@@example.com" }, "email_invalid"],
  ["email", { email: `${long(19)}@example.com` }, "email_invalid"],
  ["password", { password: "1234567", passwordConfirm: "1234567" }, "password_min"],
  ["password", { password: long(129), passwordConfirm: long(129) }, "too_long"],
  ["password", { password: undefined }, "required"],
  ["passwordConfirm", { passwordConfirm: `${base.password}!` }, "password_confirm_mismatch"],
  ["passwordConfirm", { passwordConfirm: "" }, "required"],
  ["passwordConfirm", { passwordConfirm: undefined }, "required"],
  ["isAdmin", { isAdmin: true }, "unknown_field"],
];

interface Endpoint {
  method: string;
  path: string;
  token?: () => string;
  base: Record<string, unknown>;
  rules: Rule[];
  form?: boolean;
}

const endpoints = (): Endpoint[] => [
  {
    method: "POST",
    path: "/sign-up/employee",
    base: employee,
    rules: [
      ...accountRules(employee),
      ["firstName", { firstName: 7 }, "invalid_value"],
      ["lastName", { lastName: ["Vo"] }, "invalid_value"],
      ["email", { email: null }, "required"],
      ["country", { country: "" }, "required"],
      ["country", { country: long(61) }, "too_long"],
    ],
  },
  {
    method: "POST",
    path: "/sign-up/business",
    form: true,
    base: { ...business, certificate: pdf() },
    rules: [
      ...accountRules(business),
      ["companyName", { companyName: "" }, "required"],
      ["companyName", { companyName: long(101) }, "too_long"],
      ["companyPhoneCode", { companyPhoneCode: "" }, "required"],
      ["companyPhoneCode", { companyPhoneCode: "+12345" }, "invalid_value"],
      ["companyPhoneCode", { companyPhoneCode: "8a" }, "invalid_value"],
      ["companyPhoneNumber", { companyPhoneNumber: "" }, "required"],
      ["companyPhoneNumber", { companyPhoneNumber: "02-1234" }, "digits_only"],
      ["companyPhoneNumber", { companyPhoneNumber: "123" }, "phone_too_short"],
      ["companyPhoneNumber", { companyPhoneNumber: "1".repeat(16) }, "too_long"],
      ["companyAddress", { companyAddress: "" }, "required"],
      ["companyAddress", { companyAddress: long(201) }, "too_long"],
      ["companyAddress2", { companyAddress2: long(201) }, "too_long"],
      ["city", { city: "" }, "required"],
      ["state", { state: "" }, "required"],
      ["certificate", { certificate: undefined }, "certificate_required"],
      ["certificate", { certificate: pdf(0) }, "certificate_required"],
      ["certificate", { certificate: "text" }, "certificate_required"],
      ["certificate", { certificate: pdf(4, "text/html", "c.html") }, "certificate_type"],
      ["certificate", { certificate: pdf(5 * 1024 * 1024 + 1) }, "certificate_too_large"],
    ],
  },
  {
    method: "POST",
    path: "/sign-up/verify",
    base: { token: "some-token" },
    rules: [
      ["token", { token: "" }, "required"],
      ["token", { token: undefined }, "required"],
      ["token", { token: long(201) }, "invalid_value"],
    ],
  },
  {
    method: "POST",
    path: "/sign-up/resend",
    base: { email: "owner@example.com" },
    rules: [
      ["email", { email: "" }, "required"],
      ["email", { email: "nope" }, "email_invalid"],
    ],
  },
  {
    method: "POST",
    path: "/sign-in",
    base: { email: "owner@example.com", password: "golf-demo-2026" },
    rules: [
      ["email", { email: "" }, "required"],
      ["email", { email: undefined }, "required"],
      ["email", { email: "owner.example.com" }, "email_invalid"],
      ["email", { email: `${long(19)}@example.com` }, "email_invalid"],
      ["password", { password: "" }, "password_min"],
      ["password", { password: "1234567" }, "password_min"],
      ["password", { password: undefined }, "required"],
      ["password", { password: long(129) }, "too_long"],
    ],
  },
  {
    method: "PATCH",
    path: "/users",
    token: () => tokens.owner,
    base: {},
    rules: [
      ["newPw", { newPw: "1234567" }, "password_min"],
      ["newPw", { newPw: long(129) }, "too_long"],
      ["newCountry", { newCountry: "" }, "required"],
      ["newCountry", { newCountry: long(61) }, "too_long"],
      ["newCompanyName", { newCompanyName: " " }, "required"],
      ["newCompanyName", { newCompanyName: long(101) }, "too_long"],
      [
        "newCompanyTel.phoneNumber",
        { newCompanyTel: { phoneCode: "82", phoneNumber: "02-12" } },
        "digits_only",
      ],
      [
        "newCompanyTel.phoneCode",
        { newCompanyTel: { phoneCode: "x", phoneNumber: "0212345" } },
        "invalid_value",
      ],
      ["newCompanyTel.phoneNumber", { newCompanyTel: { phoneCode: "82" } }, "required"],
      ["newCompanyAddress.city", { newCompanyAddress: { city: "", state: "s", address1: "a" } }, "required"],
      [
        "newCompanyAddress.address2",
        { newCompanyAddress: { city: "c", state: "s", address1: "a", address2: long(201) } },
        "too_long",
      ],
      [
        "newCompanyAddress.extra",
        { newCompanyAddress: { city: "c", state: "s", address1: "a", extra: 1 } },
        "unknown_field",
      ],
      ["newEmail", { newEmail: "x@example.com" }, "unknown_field"],
    ],
  },
  {
    method: "POST",
    path: "/users/verify-password",
    token: () => tokens.owner,
    base: { password: "golf-demo-2026" },
    rules: [
      ["password", { password: "" }, "required"],
      ["password", { password: undefined }, "required"],
      ["password", { password: "1234567" }, "password_min"],
    ],
  },
  {
    method: "POST",
    path: "/password-reset",
    base: { email: "owner@example.com" },
    rules: [
      ["email", { email: "" }, "required"],
      ["email", { email: "@example.com" }, "email_invalid"],
    ],
  },
  {
    method: "POST",
    path: "/password-reset/confirm",
    base: { token: "t", password: "new-password", passwordConfirm: "new-password" },
    rules: [
      ["token", { token: "" }, "required"],
      ["password", { password: "1234567", passwordConfirm: "1234567" }, "reset_password_invalid"],
      ["password", { password: undefined }, "reset_password_invalid"],
      ["password", { password: long(129), passwordConfirm: long(129) }, "reset_password_invalid"],
      ["passwordConfirm", { passwordConfirm: "new-passwort" }, "reset_password_confirm_mismatch"],
      ["passwordConfirm", { passwordConfirm: undefined }, "required"],
    ],
  },
  {
    method: "PATCH",
    path: "/clients/{clientId}/status",
    token: () => tokens.admin,
    base: { status: "active" },
    rules: [
      ["status", { status: undefined }, "required"],
      ["status", { status: "archived" }, "invalid_value"],
      ["status", { status: "Active" }, "invalid_value"],
      ["description", { description: long(501) }, "too_long"],
    ],
  },
  {
    method: "PATCH",
    path: "/clients/{clientId}/memo",
    token: () => tokens.admin,
    base: { memo: "" },
    rules: [
      ["memo", { memo: undefined }, "required"],
      ["memo", { memo: long(2001) }, "too_long"],
    ],
  },
  {
    method: "POST",
    path: "/clubs/{clubId}/membership-tiers",
    token: () => tokens.clubOwner,
    base: {
      name: "Hạng Vàng",
      priceCents: 120_000,
      period: "year",
      discountRatePercent: 10,
      discountTarget: "all",
    },
    rules: [
      ["name", { name: "" }, "required"],
      ["name", { name: "G" }, "membership_name_length"],
      ["name", { name: long(31) }, "membership_name_length"],
      ["name", { name: "Gold <VIP>" }, "membership_name_characters"],
      ["name", { name: "Hạng Vàng!" }, "membership_name_characters"],
    ],
  },
  {
    method: "POST",
    path: "/clubs/{clubId}/customers",
    token: () => tokens.clubOwner,
    base: {
      name: "김민준",
      email: "minjun.kim@example.com",
      mobile: "01012345678",
      tierId: "0123456789abcdef01234567",
      registeredOn: "2026-03-01",
      country: "South Korea",
    },
    rules: [
      ["name", { name: "김<민준>" }, "membership_name_characters"],
      ["name", { name: "Nguyễn / An" }, "membership_name_characters"],
    ],
  },
];

const others: MessageLanguage[] = ["ko", "vi"];

function bodyOf(endpoint: Endpoint, change: Record<string, unknown>) {
  const fields = { ...endpoint.base, ...change };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete fields[key];
  if (!endpoint.form) return { body: fields };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, value instanceof File ? value : String(value));
  return { raw: form };
}

const cases = endpoints().flatMap((endpoint) =>
  endpoint.rules.map(
    (rule, index) =>
      [`${endpoint.method} ${endpoint.path}: ${rule[0]} ${rule[2]}`, endpoint, rule, index] as const,
  ),
);

test.each(cases)("%s", async (_name, endpoint, [field, change, code], index) => {
  const path = endpoint.path.replace("{clientId}", clientId).replace("{clubId}", clubId);
  const accounts = await h.db.collection("accounts").find({}).toArray();
  for (const language of ["en", others[index % others.length] ?? "ko"] as MessageLanguage[]) {
    const res = await h.call(endpoint.method, path, {
      ...bodyOf(endpoint, change),
      token: endpoint.token?.(),
      lang: language,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.message).toBe(translate("validation_failed", language));
    expect(res.body.issues).toEqual([{ path: field, message: translate(code, language) }]);
    if (language === "en" && spec[code]) expect(res.body.issues[0].message).toBe(spec[code]);
  }
  expect(await h.db.collection("accounts").find({}).toArray()).toEqual(accounts);
});

test("query rules: client list status, page and page size; role club id", async () => {
  const checks: [string, string, string, MessageCode][] = [
    [tokens.admin, "/clients?status=archived", "status", "invalid_value"],
    [tokens.admin, "/clients?page=0", "page", "invalid_value"],
    [tokens.admin, "/clients?page=-1", "page", "invalid_value"],
    [tokens.admin, "/clients?page=100001", "page", "invalid_value"],
    [tokens.admin, "/clients?pageSize=101", "pageSize", "invalid_value"],
    [tokens.admin, "/clients?pageSize=100000", "pageSize", "invalid_value"],
    [tokens.owner, "/users/role", "clubId", "required"],
    [tokens.owner, "/users/role?clubId=club-1", "clubId", "invalid_value"],
    [tokens.admin, "/clients/not-an-id", "clientId", "invalid_value"],
  ];
  for (const [index, [token, url, field, code]] of checks.entries()) {
    for (const language of ["en", others[index % others.length] ?? "ko"] as MessageLanguage[]) {
      const res = await h.call("GET", url, { token, lang: language });
      expect([url, res.status, res.body.issues]).toEqual([
        url,
        422,
        [{ path: field, message: translate(code, language) }],
      ]);
    }
  }
});
