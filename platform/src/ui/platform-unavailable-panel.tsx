import styled from "@emotion/styled";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PLATFORM_NAMESPACE } from "../i18n/platform-translations";

/** Why the section is not shown: its code could not be loaded, or it loaded and then failed. */
export type UnavailableReason = "load" | "crash";

interface Props {
  reason: UnavailableReason;
  /** May return a promise: the button stays disabled until it settles. */
  onRetry: () => unknown;
}

/* At most 36rem wide, and on a phone 1rem clear of the side menu and the screen's edge. */
const Panel = styled.section`
  box-sizing: border-box;
  margin: 3rem auto;
  width: min(36rem, calc(100% - 2rem));
  padding: 2rem;
  border: 1px solid #f0c36d;
  border-radius: 0.75rem;
  background: #fff8e6;
  text-align: center;
  font-family: system-ui, sans-serif;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  min-width: 8rem;
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: 0.5rem;
  background: #1f6f43;
  color: #fff;
  font-size: 1rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/**
 * The "this section is unavailable" panel shown in the content area when a remote cannot load or crashes; it says
 * which of the two happened.
 */
export function PlatformUnavailablePanel({ reason, onRetry }: Props) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Panel role="alert" data-testid="section-unavailable" data-reason={reason}>
      <h2>{t("unavailable.title")}</h2>
      <p>{reason === "crash" ? t("unavailable.crashed") : t("unavailable.body")}</p>
      <RetryButton type="button" onClick={retry} disabled={retrying}>
        {retrying ? t("unavailable.retrying") : t("unavailable.retry")}
      </RetryButton>
    </Panel>
  );
}
