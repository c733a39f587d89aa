import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from "contracts/i18n/languages";
import { useTranslation } from "react-i18next";

/**
 * spec "Top bar": English, Korean, Vietnamese, each in its own name. The detector caches the choice in
 * localStorage.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t("topBar.language")}
      value={i18n.resolvedLanguage ?? FALLBACK_LANGUAGE}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      css={{ padding: "0.4rem 0.6rem", borderRadius: "0.4rem", fontSize: "0.95rem" }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
