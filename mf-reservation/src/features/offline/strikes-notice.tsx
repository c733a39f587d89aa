import { todayIn } from "contracts/domains/common/dates";
import type { GolferIdentity } from "contracts/domains/reservations/strikes";
import { formatDate, formatTimeIn } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Notice } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import { useGolferStrikes, useLiftStrikes } from "./api/golfer-strikes";
import { offlineTexts } from "./texts";

/**
 * What the desk should know about the golfer it books for: their no-shows under the club's strike rule, and a
 * block of online booking with its end, which the desk may lift. Says nothing without strikes.
 */
export function StrikesNotice({
  golfer,
  timeZone,
  canLift,
}: {
  golfer: GolferIdentity | null;
  timeZone: string;
  canLift: boolean;
}) {
  const { t, i18n } = useTexts(offlineTexts);
  const messages = useMessages();
  const strikes = useGolferStrikes(golfer);
  const lift = useLiftStrikes();
  const [failure, setFailure] = useState("");
  const answer = strikes.data;
  if (!golfer || !answer?.rule || answer.strikes.length === 0) return null;
  const until = answer.blockedUntil;
  return (
    <Notice role="status" tone={until ? "error" : undefined} data-testid="golfer-strikes">
      {t("strikes.count", {
        count: answer.strikes.length,
        days: answer.rule.withinDays,
        limit: answer.rule.noShows,
      })}{" "}
      {answer.strikes
        .map((strike) => `${formatDate(strike.date, i18n.language)} ${strike.teeTime}`)
        .join(", ")}
      {until && (
        <>
          {" "}
          {t("strikes.blocked", {
            until: `${formatDate(todayIn(timeZone, new Date(until)), i18n.language)} ${formatTimeIn(until, timeZone, i18n.language)}`,
          })}{" "}
          {canLift && golfer && (
            <Button
              size="short"
              variant="secondary"
              disabled={lift.isPending}
              onClick={() => {
                setFailure("");
                lift.mutate(golfer, {
                  onError: (error) => setFailure(messages.failure(error, t("strikes.failed"))),
                });
              }}
            >
              {t("strikes.lift")}
            </Button>
          )}
        </>
      )}
      {failure && <span role="alert"> {failure}</span>}
    </Notice>
  );
}
