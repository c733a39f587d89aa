// Test helpers for remotes (jest only; never imported by app code).
import "./testing-polyfills";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { type ComponentType, createElement } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { LANGUAGES, type Translations } from "../i18n/languages";
import { missingTranslations } from "../i18n/parity";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";

/** The heading each route renders, in every language. */
export async function routeHeadings(
  AppRoutes: ComponentType,
  route: string,
  namespace: string,
  translations: Translations,
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
    i18n.addResourceBundle(language, namespace, translations[language]);
    i18n.addResourceBundle(language, PLATFORM_NAMESPACE, platformTranslations[language]);
    render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(MemoryRouter, { initialEntries: [route] }, createElement(AppRoutes)),
      ),
    );
    headings[language] = screen.getByRole("heading", { level: 1 }).textContent ?? "";
    cleanup();
  }
  return headings;
}

export function describeRemote(
  routes: string[],
  AppRoutes: ComponentType,
  namespace: string,
  translations: Translations,
) {
  it("has every text in en, ko and vi", () => {
    expect(missingTranslations(translations)).toEqual([]);
  });

  it.each(routes)("renders a translated screen title on %s", async (route) => {
    const headings = await routeHeadings(AppRoutes, route, namespace, translations);
    for (const heading of Object.values(headings)) {
      expect(heading.trim()).not.toBe("");
      expect(heading).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
    }
    expect(headings.ko).not.toBe(headings.en);
    expect(headings.vi).not.toBe(headings.en);
  });
}
