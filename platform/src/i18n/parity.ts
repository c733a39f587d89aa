import { LANGUAGES, type Translations } from "contracts/i18n/languages";

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Keys present in one language but missing (or empty) in another, as "ko: sideBar.home". */
export function missingTranslations(translations: Translations): string[] {
  const all = new Set(LANGUAGES.flatMap((language) => leafKeys(translations[language])));
  const missing: string[] = [];
  for (const language of LANGUAGES) {
    const own = new Set(leafKeys(translations[language]));
    for (const key of all) {
      const value = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], translations[language]);
      if (!own.has(key) || typeof value !== "string" || value.trim() === "")
        missing.push(`${language}: ${key}`);
    }
  }
  return missing;
}
