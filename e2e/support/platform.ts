import { test as base, expect, type Page, type Request } from "@playwright/test";
import { origin, type RemoteName } from "./ports";
import { signIn } from "./session";

export interface Account {
  email: string;
  password: string;
}

/** Every request the page made, to tell which origin served what. */
export class RequestLog {
  readonly requests: Request[] = [];

  constructor(page: Page) {
    page.on("request", (request) => this.requests.push(request));
  }

  fromOrigin(app: RemoteName | "shell") {
    return this.requests.filter((request) => request.url().startsWith(`${origin(app)}/`));
  }

  clear() {
    this.requests.length = 0;
  }
}

/** The container single-spa mounts a remote in: proves which remote rendered what. */
export const remoteContainer = (page: Page, remote: RemoteName) =>
  page.locator(`[id="single-spa-application:${remote}"]`);

/** In-app navigation, the way a remote or the menu does it (no page reload). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, "", to), path);
}

/** This machine: the deployment under test. Anything else is a third party the product must not need. */
const local = /^(localhost|127\.0\.0\.1|\[::1\])$/;

export const test = base.extend<{
  requestLog: RequestLog;
  signedInAs: Account | null;
  allowPolicyViolations: boolean;
}>({
  /**
   * Every request to a non-local address is aborted, and the test fails if the page tried one: the product runs on a
   * closed network and loads nothing from a public CDN at run time.
   */
  context: async ({ context }, use) => {
    const publicRequests: string[] = [];
    await context.route(
      (url) => !local.test(url.hostname),
      (route) => {
        publicRequests.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await use(context);
    expect(publicRequests, "requests to a non-local address").toEqual([]);
  },
  /**
   * `test.use({ signedInAs: owner })`: the page starts with that account's session, as after the login screen.
   * Protected routes need one; without it they land on /login.
   */
  signedInAs: [null, { option: true }],
  /** Only a test that provokes the content security policy on purpose sets this. */
  allowPolicyViolations: [false, { option: true }],
  page: async ({ page, signedInAs, allowPolicyViolations }, use) => {
    // The browser reports every load or inline code the policy refused on the console: every screen of every test
    // must work under the production policy without one.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy"))
        violations.push(message.text());
    });
    if (signedInAs) await signIn(page, signedInAs);
    await use(page);
    if (!allowPolicyViolations) expect(violations, "content security policy violations").toEqual([]);
  },
  requestLog: async ({ page }, use) => {
    await use(new RequestLog(page));
  },
});

export { expect };
