import { isMessageCode, type MessageCode } from "contracts/errors/codes";
import { languages, type MessageLanguage, translate } from "contracts/errors/messages";

/** Picks the best supported language from an Accept-Language header; English is the fallback. */
export function pickLanguage(header: string | undefined | null): MessageLanguage {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (languages as readonly string[]).includes(entry.primary));
  return (match?.primary as MessageLanguage | undefined) ?? "en";
}

/** Translates a known code; anything else (a zod default message) becomes the generic "invalid value". */
export function translateIssue(code: string, language: MessageLanguage): string {
  return translate(isMessageCode(code) ? code : "invalid_value", language);
}

export const message = (code: MessageCode, language: MessageLanguage, details?: Record<string, number>) =>
  translate(code, language, details);
