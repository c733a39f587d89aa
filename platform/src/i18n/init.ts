import { FALLBACK_LANGUAGE, LANGUAGES } from "contracts/i18n/languages";
import type { i18n as I18n } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { detectionOptions } from "./detection";
import { PLATFORM_NAMESPACE, platformTranslations } from "./platform-translations";

/**
 * Initialises the page's i18next instance the way spec §1 says (detection order, localStorage cache, en
 * fallback). The shell does this once; a remote's dev harness does it in the shell's place.
 */
export async function initPlatformI18n(i18n: I18n, defaultNamespace = PLATFORM_NAMESPACE): Promise<I18n> {
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      detection: detectionOptions,
      defaultNS: defaultNamespace,
      ns: [defaultNamespace],
      interpolation: { escapeValue: false },
      // Resources present at init let i18next resolve the detected language at once; apps add theirs later.
      resources: Object.fromEntries(
        LANGUAGES.map((language) => [language, { [PLATFORM_NAMESPACE]: platformTranslations[language] }]),
      ),
      partialBundledLanguages: true,
    });
  const syncHtmlLang = () => {
    document.documentElement.lang = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
  };
  syncHtmlLang();
  i18n.on("languageChanged", syncHtmlLang);
  return i18n;
}
