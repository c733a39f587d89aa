import { type ErrorCode, errorCodes, isMessageCode, type MessageCode } from "contracts/errors/codes";
import { languages, type MessageLanguage, translate } from "contracts/errors/messages";
import { getApiError, isUnreachable } from "platform/http/errors";
import { useCallback, useMemo } from "react";
import { useCommonTranslation } from "./use-common-translation";

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  (errorCodes as readonly string[]).includes(code ?? "");

const asMessageLanguage = (language: string | undefined): MessageLanguage =>
  languages.find((known) => known === language) ?? "en";

export interface Messages {
  /**
   * The sentence to show for a failed call. A known error code is worded from the shared catalogue (the same text
   * the API sends), so a message still on screen follows a language switch; an unknown one keeps the server's
   * message, else the screen's fallback. The client can also say more than the server: a 429 names how long to
   * wait (from `Retry-After`), and a call that got no answer says so instead of blaming the user's input with the
   * fallback. The fallback is a catalogue code (`"login_failed"`), worded like the rest, or a sentence the screen
   * has already translated.
   */
  failure: (error: unknown, fallback: string) => string;
  /** A catalogue code worded: an answer such as "email_resent", or an error the screen names itself. */
  word: (code: MessageCode) => string;
}

/**
 * The one way a screen turns the error catalogue's codes, and failed calls, into words in the current UI language:
 * `const messages = useMessages()`, then `messages.failure(error, fallback)` or `messages.word(code)`. The object is
 * the same from render to render until the language changes.
 */
export function useMessages(): Messages {
  const { t, i18n } = useCommonTranslation();
  const language = asMessageLanguage(i18n.resolvedLanguage ?? i18n.language);
  const word = useCallback((code: MessageCode) => translate(code, language), [language]);
  const failure = useCallback(
    (error: unknown, fallback: string): string => {
      if (isUnreachable(error)) return t("failure.unreachable");
      const info = getApiError(error);
      if (info.status === 429) {
        return info.retryAfterSeconds === undefined
          ? t("failure.throttledUnknown")
          : t("failure.throttled", { count: Math.max(1, Math.ceil(info.retryAfterSeconds / 60)) });
      }
      if (isErrorCode(info.code)) return translate(info.code, language, info.details);
      if (info.message) return info.message;
      return isMessageCode(fallback) ? word(fallback) : fallback;
    },
    [t, language, word],
  );
  return useMemo(() => ({ failure, word }), [failure, word]);
}
