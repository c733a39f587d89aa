import type { APIRequestContext, Page } from "@playwright/test";
import { expect, navigateInApp, test } from "./support/platform";
import { ports } from "./support/ports";

// Accounts end to end (issue 5): the mf-auth screens on the production builds, the real API and its dev outbox.
const api = `http://127.0.0.1:${ports.api}/api/v1.0`;
const demoPassword = "golf-demo-2026";
const password = "fairway-2026";

/** Short enough for the 30-character login email limit, unique per run and per test. */
const uniqueEmail = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}@ex.com`;

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The newest mail to `to` whose link contains `kind`, read from the development outbox. */
async function mailLink(request: APIRequestContext, to: string, kind: "signup/verify" | "resetpw") {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${api}/dev/outbox`, { params: { to } });
      const list = (await res.json()).result.list as { link?: string }[];
      link = list.find((mail) => mail.link?.includes(kind))?.link;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

async function apiSignIn(request: APIRequestContext, email: string, pass: string) {
  const res = await request.post(`${api}/sign-in`, { data: { email, password: pass } });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.signToken as string;
}

/** What an administrator does on the client review screens, done through the API. */
async function activateClient(request: APIRequestContext, email: string) {
  const auth = { Authorization: `Bearer ${await apiSignIn(request, "admin@example.com", demoPassword)}` };
  const list = await request.get(`${api}/clients`, {
    params: { status: "pending", pageSize: 100 },
    headers: auth,
  });
  const client = ((await list.json()).result.list as { clientId: string; email: string }[]).find(
    (c) => c.email === email,
  );
  expect(client, `pending client ${email}`).toBeTruthy();
  const res = await request.patch(`${api}/clients/${client?.clientId}/status`, {
    headers: auth,
    data: { status: "active", description: "Reviewed in e2e" },
  });
  expect(res.ok()).toBe(true);
}

async function logIn(page: Page, email: string, pass: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(pass);
  await page.getByLabel("Password", { exact: true }).press("Enter");
}

/** Past the account gates. An employee may meet the club screens' own no-club notice there, which is fine here. */
async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/home(-error)?$/);
  expect(await page.evaluate(() => sessionStorage.getItem("signToken"))).toBeTruthy();
}

async function fillAccount(page: Page, email: string) {
  await page.getByLabel("First name").fill("Lan");
  await page.getByLabel("Last name").fill("Tran");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
}

async function confirmEmailDialog(page: Page, email: string) {
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("dialog")).toContainText(email);
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByText(email)).toBeVisible();
}

async function verifyByMail(page: Page, email: string) {
  await page.goto(pathOf(await mailLink(page.request, email, "signup/verify")));
  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByText(/has been verified/)).toBeVisible();
}

/** A verified employee account made through the API, for tests that change its password. */
async function createEmployee(request: APIRequestContext) {
  const email = uniqueEmail("e");
  const data = {
    firstName: "Bao",
    lastName: "Le",
    email,
    password,
    passwordConfirm: password,
    country: "Vietnam",
  };
  expect((await request.post(`${api}/sign-up/employee`, { data })).status()).toBe(201);
  const token = new URL(await mailLink(request, email, "signup/verify")).searchParams.get("token");
  expect((await request.post(`${api}/sign-up/verify`, { data: { token } })).ok()).toBe(true);
  return email;
}

/** An active business owner made through the API (sign-up, mail link, administrator review). */
async function createOwner(request: APIRequestContext) {
  const email = uniqueEmail("o");
  const multipart = {
    firstName: "Mai",
    lastName: "Pham",
    email,
    password,
    passwordConfirm: password,
    companyName: "Mekong Golf",
    companyPhoneCode: "+84",
    companyPhoneNumber: "0281234567",
    companyAddress: "2 Dong Khoi",
    city: "Ho Chi Minh City",
    state: "Ho Chi Minh",
    certificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
  };
  expect((await request.post(`${api}/sign-up/business`, { multipart })).status()).toBe(201);
  const token = new URL(await mailLink(request, email, "signup/verify")).searchParams.get("token");
  expect((await request.post(`${api}/sign-up/verify`, { data: { token } })).ok()).toBe(true);
  await activateClient(request, email);
  return email;
}

test("business sign-up: mail, verification, review, then /home", async ({ page }) => {
  const email = uniqueEmail("b");
  await page.goto("/welcome");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: /Business owner/ }).click();
  await expect(page).toHaveURL(/\/sign-up-business$/);
  await fillAccount(page, email);
  await page.getByLabel("Company name").fill("Saigon Golf");
  await page.getByLabel("Country code").click();
  await page
    .getByRole("listbox")
    .getByRole("option", { name: /Vietnam/ })
    .click();
  await page.getByLabel("Phone number").fill("0901234567");
  await page.getByLabel("Address", { exact: true }).fill("1 Le Loi");
  await page.getByLabel("City").fill("Ho Chi Minh City");
  await page.getByLabel("State / Province").fill("Ho Chi Minh");
  await page.getByLabel(/Corporate certificate/).setInputFiles({
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%e2e\n"),
  });
  await confirmEmailDialog(page, email);
  await verifyByMail(page, email);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/home-error$/);
  await expect(page.getByRole("heading", { name: "Pending account verification" })).toBeVisible();

  await activateClient(page.request, email);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
});

test("employee sign-up with a country, verification and sign-in", async ({ page }) => {
  const email = uniqueEmail("s");
  await page.goto("/select-account-type");
  await page.getByRole("button", { name: /Employee/ }).click();
  await fillAccount(page, email);
  await page.getByLabel("Country").click();
  await page.getByRole("listbox").getByRole("option", { name: "Philippines" }).click();
  await confirmEmailDialog(page, email);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/email-verification$/);
  await verifyByMail(page, email);
  await logIn(page, email, password);
  await expectSignedIn(page);
});

test("a wrong password shows 'Login Failed!' and keeps the email", async ({ page }) => {
  await logIn(page, "owner@example.com", "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Login Failed!");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("owner@example.com");
  await expect(page).toHaveURL(/\/login$/);
});

test("password reset through the mail: the old password fails, the new one works", async ({ page }) => {
  const email = await createEmployee(page.request);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The router renders the next screen in a transition: until it has, the login form's own Email field is still
  // there, and typing into it would be lost with it. Wait for the reset screen itself.
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account exists for/)).toContainText(email);

  await page.goto(pathOf(await mailLink(page.request, email, "resetpw")));
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Invalid password!")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("green-reset-26");
  await page.getByLabel("Confirm new password").fill("green-reset-26");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await logIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText("Login Failed!");
  await logIn(page, email, "green-reset-26");
  await expectSignedIn(page);
});

test("profile edit goes through /verify-password and sets a new password", async ({ page }) => {
  // A fresh owner: a password change revokes the account's other sessions, which would upset parallel tests.
  const email = await createOwner(page.request);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  await navigateInApp(page, "/profile");
  await expect(page.getByText("Mekong Golf")).toBeVisible();
  await page.getByRole("button", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(/\/verify-password$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog")).toContainText("Incorrect password. Please try again.");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await page.getByLabel("New password", { exact: true }).fill("new-fairway-26");
  await page.getByLabel("Confirm new password").fill("new-fairway-2");
  await expect(save).toBeDisabled();
  await page.getByLabel("Confirm new password").fill("new-fairway-26");
  await save.click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit profile" })).toBeVisible();

  expect((await page.request.post(`${api}/sign-in`, { data: { email, password } })).status()).toBe(401);
  expect(await apiSignIn(page.request, email, "new-fairway-26")).toBeTruthy();
});

test("a revoked token returns the user to /login with session storage cleared", async ({ page }) => {
  await logIn(page, "owner@example.com", demoPassword);
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => sessionStorage.getItem("signToken"));
  expect(token).toBeTruthy();
  await page.request.delete(`${api}/sign-out`, { headers: { Authorization: `Bearer ${token}` } });
  await navigateInApp(page, "/profile");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("the user's name appears in the top bar and the menu card", async ({ page }) => {
  await logIn(page, "owner@example.com", demoPassword);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("top-bar")).toContainText("Minjun Kim");
  await expect(page.getByTestId("side-menu")).toContainText("Minjun Kim");
});

for (const { lng, title, email, pass, failed } of [
  { lng: "ko", title: "로그인", email: "이메일", pass: "비밀번호", failed: "Login Failed!" },
  { lng: "vi", title: "Đăng nhập", email: "Email", pass: "Mật khẩu", failed: "Login Failed!" },
]) {
  test(`the sign-in flow in ${lng}`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem("i18nextLng", language), lng);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await page.getByLabel(email, { exact: true }).fill("staff@example.com");
    await page.getByLabel(pass, { exact: true }).fill("wrong-password");
    await page.getByLabel(pass, { exact: true }).press("Enter");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("alert")).not.toHaveText(failed);
    await page.getByLabel(pass, { exact: true }).fill(demoPassword);
    await page.getByLabel(pass, { exact: true }).press("Enter");
    await expectSignedIn(page);
  });
}
