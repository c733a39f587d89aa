import { useCallback } from "react";
import { getApiError, isUnreachable } from "../http/errors";
import { useCommonTranslation } from "./use-common-translation";

/**
 * Turns a failed call into the sentence to show. The server's own message (already in the request's language) wins,
 * except where the client can say more: a 429 names how long to wait (from `Retry-After`), and a call that got no
 * answer says so instead of blaming the user's input with the screen's fallback ("Login Failed!").
 */
export function useFailureMessage() {
  const { t } = useCommonTranslation();
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (isUnreachable(error)) return t("failure.unreachable");
      const info = getApiError(error);
      if (info.status === 429) {
        return info.retryAfterSeconds === undefined
          ? t("failure.throttledUnknown")
          : t("failure.throttled", { count: Math.max(1, Math.ceil(info.retryAfterSeconds / 60)) });
      }
      return info.message || fallback;
    },
    [t],
  );
}
