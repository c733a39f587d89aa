import { useTexts } from "platform/i18n/use-texts";
import type { LiveStatus } from "platform/live/live-stream";
import { Notice } from "ui-kit/notice";
import { commonTexts } from "./texts";

/**
 * While the live channel is down the screen may be behind what other desks did: a polite status line says so,
 * and goes once the channel is back (it reads what it missed by itself).
 */
export function LiveNotice({ status }: { status: LiveStatus }) {
  const { t } = useTexts(commonTexts);
  if (status !== "reconnecting") return null;
  return <Notice role="status">{t("live.reconnecting")}</Notice>;
}
