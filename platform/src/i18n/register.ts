import { LANGUAGES, type Translations } from "contracts/i18n/languages";
import type { i18n as I18n } from "i18next";

/** Adds one namespace in every language to the shared i18next instance; safe to call again (remount, retry). */
export function addTranslations(i18n: I18n, namespace: string, translations: Translations): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}
