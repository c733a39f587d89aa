import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { SignInResult } from "contracts/domains/accounts/schemas";
import { saveSignIn } from "platform/session/save-sign-in";
import { createSessionStore } from "platform/session/session-store";
import { origin, ports } from "./ports";

export const api = `http://127.0.0.1:${ports.api}/api/v1.0`;

/** Seeded on the in-memory database at start (README "Quick start"). */
export const demoPassword = "golf-demo-2026";
export const owner = { email: "owner@example.com", password: demoPassword };
/** An employee: the front desk of the owner's first club, no relation to the second. */
export const staff = { email: "staff@example.com", password: demoPassword };
/** Sees every menu entry (spec §4: an administrator has all access). */
export const admin = { email: "admin@example.com", password: demoPassword };

/** A Storage that only records, so the login screen's own code decides what a browser would hold. */
class RecordingStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
  entries(): [string, string][] {
    return [...this.#items.entries()];
  }
}

export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${api}/sign-in`, { data: { email, password } });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return (await res.json()).result as SignInResult;
}

/**
 * Signs in through the API and leaves the page's tab holding that session exactly as the login screen writes it
 * (its saveSignIn into the session store's sessionStorage format), without spending a test on the login form.
 * sessionStorage belongs to the tab and the origin, so it is written once on a cheap page of the shell's origin
 * and survives the test's own navigations; Log out can still clear it for good.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = owner,
  shellOrigin = origin("shell"),
) {
  const result = await apiSignIn(page.request, account.email, account.password);
  expect(result.gate, `${account.email} passes every account gate`).toBe("none");
  const storage = new RecordingStorage();
  saveSignIn(createSessionStore(storage), result);
  await page.goto(`${shellOrigin}/remotes.json`);
  await page.evaluate((entries) => {
    sessionStorage.clear();
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, storage.entries());
  return result;
}
