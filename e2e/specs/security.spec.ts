import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, remoteContainer, test } from "../support/platform";
import { origin, type RemoteName, remoteNames } from "../support/ports";
import { admin, api, apiSignIn, demoPassword, signIn } from "../support/session";

const remotes = remoteNames;

const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

test("the shell's document carries a content security policy made from the registry", async ({
  page,
  request,
}) => {
  const document = await page.goto("/welcome");
  const headers = document?.headers() ?? {};
  const policy = directivesOf(headers["content-security-policy"] ?? "");
  const remoteSources = remotes.map((remote) => `${origin(remote)}/`);
  expect(policy["script-src"]).toEqual(["'self'", ...remoteSources]);
  // The API is reached through the shell's own /api proxy, so 'self' covers it.
  expect(policy["connect-src"]).toEqual(["'self'", ...remoteSources]);
  // Emotion's <style> elements apply only with this response's nonce, which the page carries for the apps to read.
  const [self, nonce, ...styleRemotes] = policy["style-src"] ?? [];
  expect([self, ...styleRemotes]).toEqual(["'self'", ...remoteSources]);
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}'$/);
  expect(`'nonce-${await page.locator('meta[property="csp-nonce"]').getAttribute("content")}'`).toBe(nonce);
  const again = directivesOf((await page.reload())?.headers()["content-security-policy"] ?? "");
  expect(again["style-src"]?.[1], "a fresh nonce per response").not.toBe(nonce);
  // Pictures: the apps' own, inline data, and a blob: preview of a file about to be uploaded; no other site.
  expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", ...remoteSources]);
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["base-uri"]).toEqual(["'self'"]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["cache-control"]).toBe("no-store");
  // Every remote's own server sends the same file headers.
  for (const remote of remotes) {
    const manifest = await request.get(`${origin(remote)}/mf-manifest.json`);
    expect(manifest.headers()["x-content-type-options"], remote).toBe("nosniff");
    expect(manifest.headers()["referrer-policy"], remote).toBe("no-referrer");
  }
});

test.describe("a script injected into the page", () => {
  test.use({ allowPolicyViolations: true });

  test("from a foreign origin, inline or as an event handler, is refused and never runs; so is a style", async ({
    page,
  }) => {
    await page.goto("/welcome");
    await expect(remoteContainer(page, "mf-auth").getByRole("heading", { level: 1 })).toBeVisible();
    const refused = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener("securitypolicyviolation", (event) => {
            seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
            if (seen.length === 4) resolve(seen.sort());
          });
          setTimeout(() => resolve(seen.sort()), 5_000);
          const foreign = document.createElement("script");
          foreign.src = "https://cdn.example.net/steal-session.js";
          document.body.append(foreign);
          const inline = document.createElement("script");
          inline.textContent = "window.__injected = 'inline'";
          document.body.append(inline);
          const holder = document.createElement("div");
          holder.innerHTML = `<img src="/no-such-image.png" onerror="window.__injected = 'handler'">`;
          document.body.append(holder);
          const style = document.createElement("style");
          style.textContent = "body { display: none }";
          document.head.append(style);
        }),
    );
    expect(refused).toEqual([
      "script-src-attr inline",
      "script-src-elem https://cdn.example.net/steal-session.js",
      "script-src-elem inline",
      "style-src-elem inline",
    ]);
    await expect(page.locator("body")).toBeVisible();
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  });
});

test.describe("under the policy", () => {
  test.use({ signedInAs: admin });

  test("every remote loads and shows its screen", async ({ page }) => {
    /** A screen with a heading per remote; a remote not named here shows its first menu entry. */
    const screens: Record<RemoteName, string> = {
      "mf-auth": "/profile",
      "mf-club": "/golf-info",
      "mf-schedule": "/price-schedule",
      "mf-reservation": "/reservation",
      "mf-staff-roles": "/setting-role",
      "mf-customers": "/client",
      // No menu: the golfers' booking page, which without a club asks for one under its heading.
      "mf-booking": "/book",
    };
    const firstRoute = (remote: RemoteName): string =>
      screens[remote] ??
      JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", remote, "remote.json"), "utf8")).menu[0]
        .link;
    for (const remote of remotes) {
      await page.goto(firstRoute(remote));
      const heading = remoteContainer(page, remote).getByRole("heading", { level: 1 });
      await expect(heading, `${remote} shows ${firstRoute(remote)}`).toBeVisible();
      // Its styles were inserted by its own emotion cache with the page's nonce (a refused one fails the test).
      const nonces = await page.evaluate(
        (key) =>
          [
            ...document.querySelectorAll<HTMLStyleElement>(
              `style[data-emotion^="${key} "], style[data-emotion="${key}"]`,
            ),
          ].map((style) => style.nonce),
        remote,
      );
      const pageNonce = await page.locator('meta[property="csp-nonce"]').getAttribute("content");
      expect(nonces.length, `${remote} inserted styles`).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([pageNonce]));
    }
  });
});

const payload = "<img src=x onerror=alert(1)>";

/** The newest verification link mailed to `to`, from the development outbox. */
async function verify(request: APIRequestContext, to: string) {
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

/** A business owner whose first and company names are markup, verified and reviewed. */
async function markupOwner(request: APIRequestContext) {
  // Addresses are at most 30 characters (spec §4).
  const email = `m${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}@ex.com`;
  const multipart = {
    firstName: payload,
    lastName: "Kim",
    email,
    password: demoPassword,
    passwordConfirm: demoPassword,
    companyName: payload,
    companyPhoneCode: "+82",
    companyPhoneNumber: "0212345678",
    companyAddress: "1 Teheran-ro",
    city: "Seoul",
    state: "Seoul",
    certificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
  };
  const signUp = await request.post(`${api}/sign-up/business`, { multipart });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await verify(request, email);
  const auth = {
    Authorization: `Bearer ${(await apiSignIn(request, admin.email, admin.password)).signToken}`,
  };
  const list = await request.get(`${api}/clients`, {
    params: { status: "pending", pageSize: 100 },
    headers: auth,
  });
  const client = ((await list.json()).result.list as { clientId: string; email: string }[]).find(
    (each) => each.email === email,
  );
  const reviewed = await request.patch(`${api}/clients/${client?.clientId}/status`, {
    headers: auth,
    data: { status: "active", description: "" },
  });
  expect(reviewed.ok()).toBe(true);
  return email;
}

async function expectNoMarkupRan(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test("a stored name that is markup shows as text in the top bar and the profile", async ({
  page,
  request,
}) => {
  const email = await markupOwner(request);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    return dialog.dismiss();
  });
  await signIn(page, { email, password: demoPassword });
  await page.goto("/profile");
  const profile = remoteContainer(page, "mf-auth");
  await expect(profile.getByText(payload, { exact: true })).toHaveCount(2);
  await expect(page.getByTestId("top-bar-user")).toHaveText(`${payload} Kim`);
  await expectNoMarkupRan(page, dialogs);
});

test("the API docs UI renders from the API's own files, with every public address blocked", async ({
  page,
}) => {
  await page.goto("/api/v1.0/docs");
  // The docs UI parses about a megabyte of script and the whole OpenAPI document before it draws: on a busy
  // two-core machine that took longer than the usual ten seconds.
  await expect(page.getByRole("heading", { name: /Golf Back-office API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("/sign-up/business", { exact: true }).first()).toBeVisible();
});
