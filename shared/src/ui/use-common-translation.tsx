import type { i18n as I18n } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation } from "react-i18next";
import { COMMON_NAMESPACE, commonResources } from "./common-resources";

/** Adds the kit's `common` texts to an i18next instance unless they are there already. */
export function ensureCommonResources(i18n: I18n): void {
  for (const language of ["en", "ko", "vi"] as const) {
    if (!i18n.hasResourceBundle(language, COMMON_NAMESPACE)) {
      i18n.addResourceBundle(language, COMMON_NAMESPACE, commonResources[language], true, false);
    }
  }
}

/**
 * The `common` namespace for the kit and the form helpers. The kit is bundled into every app, so it brings its own
 * strings instead of relying on each app to register them; they are added before the namespace is first used.
 */
export function useCommonTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (i18n) ensureCommonResources(i18n);
  return useTranslation(COMMON_NAMESPACE);
}
