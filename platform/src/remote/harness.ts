import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from "contracts/i18n/languages";
import i18next from "i18next";
import type { AppProps } from "single-spa";
import type { RemoteProps } from "../core/contract";
import { createPlatform } from "../core/create-platform";
import { createRouteTable } from "../core/route-table";
import { initPlatformI18n } from "../i18n/init";
import { PLATFORM_NAMESPACE } from "../i18n/platform-translations";
import type { DefinedRemote } from "./define-remote";
import { mountHarnessSession } from "./harness-session";

/**
 * Runs one remote alone (`npm run dev -w <remote>`): provides what the shell would — platform contract, i18n,
 * same-origin /api (proxied by the dev server) — so a team needs no other app running. The route table holds the
 * remote's own routes only.
 */
export async function startHarness(load: () => Promise<{ remote: DefinedRemote }>) {
  const [{ remote }] = await Promise.all([load(), initPlatformI18n(i18next)]);
  const { platform } = createPlatform({
    config: { apiBaseUrl: "", environment: "development" },
    routes: createRouteTable([{ name: remote.name, routes: remote.declaration.routes }]),
    getLanguage: () => i18next.resolvedLanguage ?? FALLBACK_LANGUAGE,
    announceNavigation: true,
    onForbidden: (message) => window.alert(message),
  });

  const root = document.getElementById("harness-root") ?? document.body;
  const bar = document.createElement("div");
  bar.style.cssText =
    "display: flex; gap: 1rem; align-items: center; padding: 0.5rem 1rem; border-bottom: 1px solid #ddd;";
  const picker = document.createElement("select");
  picker.setAttribute("aria-label", i18next.t("harness.language", { ns: PLATFORM_NAMESPACE }));
  for (const language of LANGUAGES) picker.add(new Option(LANGUAGE_NAMES[language], language));
  picker.value = i18next.resolvedLanguage ?? FALLBACK_LANGUAGE;
  picker.addEventListener("change", () => void i18next.changeLanguage(picker.value));
  const account = document.createElement("div");
  mountHarnessSession(account, platform, i18next);
  bar.append(picker, account);
  const content = document.createElement("div");
  root.append(bar, content);

  // The harness is not single-spa: it calls the lifecycles itself with the props single-spa passes.
  const props = { name: remote.name, platform, domElement: content } as unknown as RemoteProps & AppProps;
  for (const step of [remote.bootstrap, remote.mount]) {
    for (const fn of Array.isArray(step) ? step : [step]) await fn(props);
  }
}
