import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { detectionOptions } from "shared/i18n/detection";
import { FALLBACK_LANGUAGE, LANGUAGES } from "shared/i18n/languages";
import { PLATFORM_NAMESPACE, platformTranslations } from "shared/i18n/platform-translations";
import { addTranslations } from "shared/i18n/register";
import { SHELL_NAMESPACE, shellTranslations } from "./translations";

/**
 * The one i18next instance of the page (a federation singleton): the shell detects and caches the language,
 * each remote adds its own namespace to it when it bootstraps.
 */
export async function initShellI18n() {
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      detection: detectionOptions,
      defaultNS: SHELL_NAMESPACE,
      ns: [SHELL_NAMESPACE, PLATFORM_NAMESPACE],
      interpolation: { escapeValue: false },
      resources: {},
    });
  addTranslations(i18next, SHELL_NAMESPACE, shellTranslations);
  addTranslations(i18next, PLATFORM_NAMESPACE, platformTranslations);
  const syncHtmlLang = () => {
    document.documentElement.lang = i18next.resolvedLanguage ?? FALLBACK_LANGUAGE;
  };
  syncHtmlLang();
  i18next.on("languageChanged", syncHtmlLang);
  return i18next;
}
