import { useTranslation } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGES } from "shared/i18n/languages";

/** spec "Top bar": English, Korean, Vietnamese. The detector caches the choice in localStorage. */
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
        <option key={language} value={language}>
          {t(`languages.${language}`)}
        </option>
      ))}
    </select>
  );
}
