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

async function fillCompany(page: Page) {
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

/** A verified business owner made through the API (sign-up, mail link), still waiting for the review. */
async function createPendingOwner(request: APIRequestContext) {
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
  return email;
}

/** An active business owner: signed up, verified, then reviewed by an administrator. */
async function createOwner(request: APIRequestContext) {
  const email = await createPendingOwner(request);
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
  await fillCompany(page);
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
  await page.getByTestId("side-menu").getByRole("button", { name: "Go to my profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId("top-bar").getByRole("button", { name: "Minjun Kim" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Hanbit Golf Co.")).toBeVisible();
});

test("after repeated wrong passwords the login screen says how long to wait", async ({ page }) => {
  // A fresh account: the per-account limit (5 failures) must not lock a demo account other tests sign in with.
  const email = await createEmployee(page.request);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  const pass = page.getByLabel("Password", { exact: true });
  for (let attempt = 1; attempt <= 5; attempt++) {
    await pass.fill(`wrong-password-${attempt}`);
    await pass.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Login Failed!");
  }
  await pass.fill(password);
  await pass.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    /^Too many attempts\. Please wait \d+ minutes?, then try again\.$/,
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
});

test("business sign-up checks on blur and on submit, and names certificate problems", async ({ page }) => {
  await page.goto("/sign-up-business");
  const first = page.getByLabel("First name");
  await first.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await page.getByLabel("Last name").fill("Tran");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(first).toBeFocused();
  await expect(page.getByLabel("Last name")).toHaveValue("Tran");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const certificate = page.getByLabel(/Corporate certificate/);
  await certificate.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("The corporate certificate must be a PDF, PNG or JPEG file.")).toBeVisible();
  await certificate.setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("The corporate certificate must be 5 MB or smaller.")).toBeVisible();
});

test("a sign-up with a taken email keeps everything typed and points at the email", async ({ page }) => {
  await page.goto("/sign-up-business");
  await fillAccount(page, "owner@example.com");
  await fillCompany(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  const failure = page.getByRole("dialog");
  await expect(failure).toContainText("Email is duplicated");
  await failure.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/sign-up-business$/);
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Company name")).toHaveValue("Saigon Golf");
  await expect(page.getByLabel("Confirm password")).toHaveValue(password);
  await expect(page.getByText("certificate.pdf")).toBeVisible();
});

test("a profile save the server forbids shows its message in a modal, then asks for the password", async ({
  page,
}) => {
  await logIn(page, "admin@example.com", demoPassword);
  await expect(page).toHaveURL(/\/home$/);
  // Edit mode without the /verify-password step, as a stale tab would have it: the API answers 403
  // (reauthentication_required). The router keeps navigation state under `usr` in history.state.
  await page.evaluate(() =>
    window.history.pushState({ usr: { success: true }, key: "e2e", idx: 1 }, "", "/profile"),
  );
  await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("stale-tab-2026");
  await page.getByLabel("Confirm new password").fill("stale-tab-2026");
  await page.getByRole("button", { name: "Save" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal).toContainText("Please confirm your password first.");
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/verify-password$/);
  expect(await apiSignIn(page.request, "admin@example.com", demoPassword)).toBeTruthy();
});

// The whole sign-in flow with the UI language chosen on the welcome map: every step must show that language's text.
const flows = [
  {
    lng: "ko",
    mapButton: "South Korea",
    country: "대한민국",
    welcome: "지도에서 국가를 선택하거나 바로 회원가입/로그인해 주세요",
    login: "로그인",
    email: "이메일",
    pass: "비밀번호",
    failed: "로그인에 실패했습니다.",
    pending: "계정 심사 대기 중",
    backToLogin: "로그인으로 돌아가기",
    home: "골프장 선택",
    logOut: "로그아웃",
  },
  {
    lng: "vi",
    mapButton: "Vietnam",
    country: "Việt Nam",
    welcome: "Chọn quốc gia trên bản đồ hoặc đăng ký/đăng nhập ngay",
    login: "Đăng nhập",
    email: "Email",
    pass: "Mật khẩu",
    failed: "Đăng nhập thất bại!",
    pending: "Tài khoản đang chờ duyệt",
    backToLogin: "Quay lại đăng nhập",
    home: "Chọn sân golf",
    logOut: "Đăng xuất",
  },
];
for (const text of flows) {
  test(`the whole sign-in flow passes in ${text.lng} with translated text`, async ({ page }) => {
    const pendingOwner = await createPendingOwner(page.request);
    await page.goto("/welcome");
    // The map sets the language of the country where it has one (South Korea → ko, Vietnam → vi).
    await page.getByRole("button", { name: text.mapButton, exact: true }).click();
    await expect(page.getByRole("heading", { name: text.welcome })).toBeVisible();
    await expect(page.getByRole("button", { name: text.country })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: text.login })).toBeVisible();

    const email = page.getByLabel(text.email, { exact: true });
    const pass = page.getByLabel(text.pass, { exact: true });
    await email.fill("staff@example.com");
    await pass.fill("wrong-password");
    await pass.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(text.failed);

    // An owner still under review meets the translated gate, and can go back to the login screen.
    await email.fill(pendingOwner);
    await pass.fill(password);
    await pass.press("Enter");
    await expect(page).toHaveURL(/\/home-error$/);
    await expect(page.getByRole("heading", { name: text.pending })).toBeVisible();
    await page.getByRole("button", { name: text.backToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(text.email, { exact: true }).fill("staff@example.com");
    await page.getByLabel(text.pass, { exact: true }).fill(demoPassword);
    await page.getByLabel(text.pass, { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: text.home })).toBeVisible();
    await expect(page.getByTestId("top-bar")).toContainText("Linh Nguyen");
    await page.getByTestId("side-menu").getByRole("button", { name: text.logOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: text.login })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("signToken"))).toBeNull();
  });
}

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the account screens fit the width in Vietnamese, errors shown", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "vi"));
    // Which screens are forms is written here: a form that lost its submit button fails rather than being skipped.
    for (const [path, isForm] of [
      ["/welcome", false],
      ["/login", true],
      ["/select-account-type", false],
      ["/sign-up-business", true],
      ["/sign-up-employee", true],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (isForm) {
        // The longest Vietnamese error texts appear under every field at once.
        await page.locator("form button[type=submit]").click();
        await expect(page.locator('[aria-invalid="true"]').first(), path).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test("every country on the welcome map shows its whole name", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "vi"));
    await page.goto("/welcome");
    const map = page.getByRole("group", { name: "Bản đồ thế giới: chọn một quốc gia" });
    const frame = await map.boundingBox();
    for (const name of ["Hoa Kỳ", "Hàn Quốc", "Philippines", "Việt Nam"]) {
      const marker = await map.getByRole("button", { name }).boundingBox();
      expect(frame && marker, name).toBeTruthy();
      if (!frame || !marker) continue;
      expect(marker.x, name).toBeGreaterThanOrEqual(frame.x);
      expect(marker.x + marker.width, name).toBeLessThanOrEqual(frame.x + frame.width);
    }
  });
});
