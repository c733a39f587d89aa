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

export const test = base.extend<{ requestLog: RequestLog; signedInAs: Account | null }>({
  /**
   * `test.use({ signedInAs: owner })`: the page starts with that account's session, as after the login screen.
   * Protected routes need one; without it they land on /login.
   */
  signedInAs: [null, { option: true }],
  page: async ({ page, signedInAs }, use) => {
    if (signedInAs) await signIn(page, signedInAs);
    await use(page);
  },
  requestLog: async ({ page }, use) => {
    await use(new RequestLog(page));
  },
});

export { expect };
