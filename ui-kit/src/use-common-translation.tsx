import type { i18n as I18n } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation } from "react-i18next";
import { COMMON_NAMESPACE, commonResources } from "./common-resources";

/** Instances this copy of the kit has already merged its strings into. */
const merged = new WeakSet<I18n>();

/**
 * Merges the kit's `common` texts into an i18next instance, once per instance. The instance is shared with the host
 * and the other remotes, each built with its own copy of the kit, maybe an older one: keys already there are kept
 * (the first app's wording wins), keys this copy added since are filled in rather than shown as raw keys.
 */
export function ensureCommonResources(i18n: I18n): void {
  if (merged.has(i18n)) return;
  merged.add(i18n);
  for (const language of ["en", "ko", "vi"] as const) {
    i18n.addResourceBundle(language, COMMON_NAMESPACE, commonResources[language], true, false);
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
