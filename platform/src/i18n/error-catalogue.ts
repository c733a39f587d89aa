import { isMessageCode } from "contracts/errors/codes";
import { languages, messages } from "contracts/errors/messages";
import type { i18n as I18n } from "i18next";

/** The error catalogue as an i18next namespace, so forms word field issues exactly as the API does. */
export const ERRORS_NAMESPACE = "errors";

const registered = new WeakSet<I18n>();

/** Adds the catalogue to an i18next instance once; keys already there are kept (the first app's wording wins). */
export function ensureErrorMessages(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  for (const language of languages) {
    i18n.addResourceBundle(language, ERRORS_NAMESPACE, messages[language], true, false);
  }
}

/**
 * The i18n key of a field issue. Schemas carry catalogue codes only; anything else (a check someone left without a
 * code) is shown as the generic 'This value is invalid.' rather than as zod's English text.
 */
export const issueKey = (message: string) =>
  `${ERRORS_NAMESPACE}:${isMessageCode(message) ? message : "invalid_value"}`;
