import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { commonResources } from "ui-kit/common-resources";

type Bundles = Record<string, Record<"en" | "ko" | "vi", object>>;

/** A synchronous i18next instance with the `common` bundle plus the given namespaces, for jsdom tests. */
export function createTestI18n(bundles: Bundles = {}, lng = "en"): i18n {
  const all: Bundles = { common: commonResources, ...bundles };
  const resources: Resource = {};
  for (const language of ["en", "ko", "vi"] as const) {
    resources[language] = Object.fromEntries(
      Object.entries(all).map(([ns, r]) => [ns, r[language]]),
    ) as Resource[string];
  }
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: "en",
    ns: Object.keys(all),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
