import { useTexts } from "platform/i18n/use-texts";
import type { ReactNode } from "react";
import { Button } from "ui-kit/button";
import { Actions, Lead, Notice } from "ui-kit/page-kit";
import { sharedTexts } from "../../i18n/shared";

/** A read as the booking page's first view shows it: a query's result, or the data already in hand. */
export interface Read<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The states of the booking page's two reads (the club, a date's tee times) as ui-kit's LoadGate shows them: a
 * loading line, an inline notice with Retry, then the content. The page names its own failures, so it does without
 * what LoadGate brings for the others (the API's error catalogue in three languages, about 10 KiB gzip on this first
 * view): this is the first page a golfer opens, from the club's website, often on a phone.
 */
export function ReadGate<T>({
  read,
  loading,
  failed,
  children,
}: {
  read: Read<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTexts(sharedTexts);
  if (read.isError)
    return (
      <div css={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
        <Notice tone="error" role="alert">
          {failed}
        </Notice>
        <Actions>
          <Button variant="secondary" size="short" onClick={() => void read.refetch()}>
            {t("retry")}
          </Button>
        </Actions>
      </div>
    );
  if (read.data === undefined) return <Lead role="status">{loading}</Lead>;
  return <>{children(read.data)}</>;
}

/**
 * The HTTP status a failed read was answered with, or undefined when no answer came: the `response.status` of the
 * error the platform's axios instance throws, read without the rest of `getApiError` (the answer's message, issues
 * and Retry-After, 0.3 KiB gzip), which the page's first view never shows.
 */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null | undefined)?.response?.status;
  return typeof status === "number" ? status : undefined;
}
