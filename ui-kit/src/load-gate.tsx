import styled from "@emotion/styled";
import type { UseQueryResult } from "@tanstack/react-query";
import { getApiError } from "platform/http/errors";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Actions, Lead, Notice } from "./page-kit";
import { useCommonTranslation } from "./use-common-translation";
import { useMessages } from "./use-messages";

/** The one vocabulary of a screen's data: loading, missing (the item is not there), failed (try again), ready. */
export type LoadState<T> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "failed"; error: unknown; retry: () => void }
  | { status: "ready"; data: T };

/** A query's state in that vocabulary: a 404 is "missing", any other failure "failed" with a Retry. */
export function loadStateOf<T>(query: UseQueryResult<T>): LoadState<T> {
  if (query.isSuccess) return { status: "ready", data: query.data };
  if (query.isError) {
    if (getApiError(query.error).status === 404) return { status: "missing" };
    return { status: "failed", error: query.error, retry: () => void query.refetch() };
  }
  return { status: "loading" };
}

interface Props<T> {
  /** A query of the data layer, or a state worked out by the screen (several queries, a missing id). */
  state: UseQueryResult<T> | LoadState<T>;
  children: (data: T) => ReactNode;
  /** Whether the ready data is empty: the `empty` text is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What is said when the item is not there, and the way back. */
  missing?: { message: string; back: { label: string; onClick: () => void } };
  /** Said above the Retry button when loading failed; defaults to the error's own catalogue message. */
  failed?: string;
  /** The loading line; defaults to "Loading…". */
  loading?: string;
}

/**
 * A notice and its button (Retry, the way back) as one block with room between them, wherever the gate sits: a
 * page's column, a table cell or a search's results, which put no space of their own between the two.
 */
const NoticeBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const isLoadState = <T,>(state: Props<T>["state"]): state is LoadState<T> =>
  typeof (state as LoadState<T>).status === "string" && !("refetch" in state);

/**
 * The one way a screen shows the state of its data: a loading line, an inline notice with Retry when loading failed,
 * a notice with the way back when the item is missing, the empty text, or the screen itself.
 */
export function LoadGate<T>({ state, children, isEmpty, empty, missing, failed, loading }: Props<T>) {
  const { t } = useCommonTranslation();
  const messages = useMessages();
  const load = isLoadState(state) ? state : loadStateOf(state);
  switch (load.status) {
    case "loading":
      return <Lead role="status">{loading ?? t("load.loading")}</Lead>;
    case "missing":
      return (
        <NoticeBlock>
          <Notice tone="error" role="alert">
            {missing?.message ?? t("load.missing")}
          </Notice>
          {missing && (
            <Actions>
              <Button variant="secondary" size="short" onClick={missing.back.onClick}>
                {missing.back.label}
              </Button>
            </Actions>
          )}
        </NoticeBlock>
      );
    case "failed":
      return (
        <NoticeBlock>
          <Notice tone="error" role="alert">
            {failed ?? messages.failure(load.error, t("load.failed"))}
          </Notice>
          <Actions>
            <Button variant="secondary" size="short" onClick={load.retry}>
              {t("load.retry")}
            </Button>
          </Actions>
        </NoticeBlock>
      );
    case "ready":
      return <>{isEmpty?.(load.data) ? <Lead role="status">{empty}</Lead> : children(load.data)}</>;
  }
}
