/** The languages of the product, in the order the language picker lists them. */
export const LANGUAGES = ["en", "ko", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/** Translation resources of one namespace in every supported language. */
export type Translations<T = Record<string, unknown>> = Record<Language, T>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Each language in its own name, as the language picker lists them: someone who does not read the current
 * language still finds their own (a Korean reader must not have to know "Tiếng Hàn").
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  ko: "한국어",
  vi: "Tiếng Việt",
};
