import type { Language } from "../platform/contract";

export const LANGUAGES: readonly Language[] = ["en", "ko", "vi"];
export const FALLBACK_LANGUAGE: Language = "en";

/** Translation resources of one namespace in every supported language. */
export type Translations<T = Record<string, unknown>> = Record<Language, T>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
