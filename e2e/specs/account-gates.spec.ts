import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/platform";
import { api, demoPassword } from "../support/session";

/**
 * Spec §2 Home, §4 account gates: an account that has not verified its email, or whose business is still under
 * review, gets its gate screen on every visit to /home, however it gets there (right after signing in, a reload, a
 * typed address), with the gate's own way out and nothing else on offer.
 */

/** A new business owner, signed up through the API: not verified yet. Addresses are at most 30 characters. */
async function newOwner(request: APIRequestContext) {
  const email = `g${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}@ex.com`;
  const signUp = await request.post(`${api}/sign-up/business`, {
    multipart: {
      firstName: "Minji",
      lastName: "Kim",
      email,
      password: demoPassword,
      passwordConfirm: demoPassword,
      companyName: "Gate Golf",
      companyPhoneCode: "+82",
      companyPhoneNumber: "0212345678",
      companyAddress: "1 Teheran-ro",
      city: "Seoul",
      state: "Seoul",
      certificate: {
        name: "certificate.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n"),
      },
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  return email;
}

/** Follows the verification link mailed to `to` (the development outbox). */
async function verifyEmail(request: APIRequestContext, to: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${api}/dev/outbox`, { params: { to } });
      link = ((await res.json()).result.list as { link?: string }[])[0]?.link;
      return link;
    })
    .toBeTruthy();
  const token = new URL(link as string).searchParams.get("token");
  expect((await request.post(`${api}/sign-up/verify`, { data: { token } })).ok()).toBe(true);
}

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(demoPassword);
  await page.getByLabel("Password", { exact: true }).press("Enter");
}

/** Nothing beyond the gate: no club to add, no menu (so no All staff entry). */
async function offersNothingElse(page: Page) {
  await expect(page.getByRole("button", { name: "Add a new golf club" })).toHaveCount(0);
  await expect(page.getByTestId("side-menu")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "All staff" })).toHaveCount(0);
}

test("an unverified owner gets the email gate with its resend link on every visit to /home", async ({
  page,
  request,
}) => {
  const email = await newOwner(request);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/email-verification$/);

  for (const visit of [() => page.goto("/home"), () => page.reload()]) {
    await visit();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email verification required");
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to login" })).toBeVisible();
    await offersNothingElse(page);
  }
  await page.getByRole("button", { name: "Resend verification email" }).click();
  // The page's own status line (the shell's path spinner is a status too, while a chunk loads).
  await expect(page.getByRole("status").filter({ hasText: "The email has been resent." })).toBeVisible();
});

test("an owner under review gets the pending gate with back to login on every visit to /home", async ({
  page,
  request,
}) => {
  const email = await newOwner(request);
  await verifyEmail(request, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/home-error$/);

  for (const visit of [() => page.reload(), () => page.goto("/home"), () => page.reload()]) {
    await visit();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pending account verification");
    await expect(page.getByRole("button", { name: "Resend verification email" })).toHaveCount(0);
    await offersNothingElse(page);
  }
  await page.getByRole("button", { name: "Back to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
});
