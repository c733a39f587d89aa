import styled from "@emotion/styled";
import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from "contracts/i18n/languages";
import { useTranslation } from "react-i18next";
import { colors } from "ui-kit/tokens";

/**
 * A native select, kept for what only it gives here (the phone's own picker, each option in its language's `lang`,
 * no visible label in the top bar), drawn like the kit's dropdown: its border, corners, arrow and focus ring.
 */
const Select = styled.select`
  appearance: none;
  height: 2.25rem;
  padding: 0 2rem 0 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='6'%3E%3Cpath d='M0 0h10L5 6z' fill='%23667085'/%3E%3C/svg%3E")
    no-repeat right 0.75rem center;
  color: ${colors.text};
  font-size: 0.9375rem;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 0;
  }
`;

/**
 * spec "Top bar": English, Korean, Vietnamese, each in its own name. The detector caches the choice in
 * localStorage.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t("topBar.language")}
      value={i18n.resolvedLanguage ?? FALLBACK_LANGUAGE}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </Select>
  );
}
