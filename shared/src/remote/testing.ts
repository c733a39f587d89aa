// Test helpers for remotes (jest only; never imported by app code).
import "./testing-polyfills";
import { cleanup, render, screen } from "@testing-library/react";
import axios from "axios";
import i18next from "i18next";
import { type ComponentType, createElement } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { createMemorySession } from "../http/memory-session";
import { LANGUAGES, type Translations } from "../i18n/languages";
import { missingTranslations } from "../i18n/parity";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";
import type { PlatformContract } from "../platform/contract";
import { createNavigation } from "../platform/navigation";
import { createPermissionHelpers } from "../session/permissions";
import { PlatformContext } from "./platform-context";

/** A platform whose API is offline: screens render their first state without a server. */
export function offlinePlatform(): PlatformContract {
  const session = createMemorySession();
  return {
    api: axios.create({
      adapter: async () => {
        throw new Error("offline");
      },
    }),
    session,
    permissions: createPermissionHelpers(session),
    config: { apiBaseUrl: "", environment: "test" },
    navigation: createNavigation({ announce: false }),
  };
}

/** The level-1 heading a route renders, in every language. */
export async function routeHeadings(
  AppRoutes: ComponentType,
  route: string,
  translations: Record<string, Translations>,
): Promise<Record<string, string>> {
  const headings: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      fallbackLng: "en",
      resources: {},
      interpolation: { escapeValue: false },
    });
    for (const [namespace, bundles] of Object.entries({
      ...translations,
      [PLATFORM_NAMESPACE]: platformTranslations,
    })) {
      i18n.addResourceBundle(language, namespace, bundles[language]);
    }
    render(
      createElement(
        PlatformContext.Provider,
        { value: offlinePlatform() },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(MemoryRouter, { initialEntries: [route] }, createElement(AppRoutes)),
        ),
      ),
    );
    headings[language] = (await screen.findByRole("heading", { level: 1 })).textContent ?? "";
    cleanup();
  }
  return headings;
}

/** Every route the remote declares renders a translated screen, and no text is missing in any language. */
export function describeRemote(
  routes: string[],
  AppRoutes: ComponentType,
  translations: Record<string, Translations>,
) {
  it.each(Object.keys(translations))("has every text of namespace %s in en, ko and vi", (namespace) => {
    expect(missingTranslations(translations[namespace] as Translations)).toEqual([]);
  });

  it.each(routes)("renders a translated screen title on %s", async (route) => {
    const headings = await routeHeadings(AppRoutes, route, translations);
    for (const heading of Object.values(headings)) {
      expect(heading.trim()).not.toBe("");
      expect(heading).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
    }
    expect(headings.ko).not.toBe(headings.en);
    expect(headings.vi).not.toBe(headings.en);
  });
}
