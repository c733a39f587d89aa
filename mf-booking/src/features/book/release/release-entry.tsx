import type { ReleaseEntry } from "contracts/domains/releases/schemas";
import type { OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { formatDate, formatTimeIn } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, Facts, Notice } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import { Booked } from "../steps/booked";
import { useReleaseAction } from "./api/release-entry";
import { releaseTexts } from "./texts";
import { TurnBooking } from "./turn-booking";
import { TurnCountdown } from "./turn-countdown";
import type { Search } from "./types";

/**
 * Where the golfer's entry stands, as its stream tells it: in line before the draw, waiting with their number and
 * how many are ahead, their turn (the countdown and the booking form), done, missed (rejoin the end of the line),
 * or the release over.
 */
export function ReleaseEntryView({
  club,
  entry,
  token,
  timeSearch,
}: {
  club: PublicClub;
  entry: ReleaseEntry;
  token: string;
  timeSearch: Search;
}) {
  const { t, i18n } = useTexts(releaseTexts);
  const language = i18n.language;
  const messages = useMessages();
  const done = useReleaseAction(token, "done");
  const rejoin = useReleaseAction(token, "rejoin");
  const [failure, setFailure] = useState<string | null>(null);
  // The booking made in the turn stays shown when that booking ends the turn.
  const [booked, setBooked] = useState<{ booking: OnlineBooking; email: string } | null>(null);
  const made = booked && <Booked club={club} {...booked} onAgain={() => setBooked(null)} />;
  const act = (action: typeof done) => () => {
    setFailure(null);
    action.mutate(undefined, {
      onError: (error) => setFailure(messages.failure(error, t("release.actionFailed"))),
    });
  };
  const problem = failure && (
    <Notice role="alert" tone="error">
      {failure}
    </Notice>
  );

  switch (entry.state) {
    case "joined":
      return (
        <Notice role="status">
          {t("release.joined", { time: formatTimeIn(entry.opensAt, club.timeZone, language) })}
        </Notice>
      );
    case "waiting":
      return (
        <Notice role="status">
          {t("release.waiting", { position: entry.position, count: entry.ahead ?? 0 })}
        </Notice>
      );
    case "turn":
      return (
        <div css={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
          <Notice role="status" tone="success">
            {t("release.turn")}
          </Notice>
          {entry.turnEndsAt && <TurnCountdown endsAt={entry.turnEndsAt} />}
          <Facts>
            <dt>{t("release.bookingsLeft")}</dt>
            <dd>{entry.bookingsLeft}</dd>
            <dt>{t("release.playersLeft")}</dt>
            <dd>{entry.playersLeft}</dd>
          </Facts>
          {made ?? (
            <TurnBooking
              club={club}
              entry={entry}
              token={token}
              timeSearch={timeSearch}
              onBooked={setBooked}
            />
          )}
          {problem}
          <Actions>
            <Button variant="secondary" disabled={done.isPending} onClick={act(done)}>
              {t("release.done")}
            </Button>
          </Actions>
        </div>
      );
    case "done":
      return (
        <div css={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
          <Notice role="status">{t("release.finished")}</Notice>
          {made}
        </div>
      );
    case "missed":
      return (
        <div css={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
          <Notice role="status">{t("release.missed")}</Notice>
          {problem}
          <Actions>
            <Button disabled={rejoin.isPending} onClick={act(rejoin)}>
              {t("release.rejoin")}
            </Button>
          </Actions>
        </div>
      );
    default:
      return <Notice role="status">{t("release.closed", { date: formatDate(entry.date, language) })}</Notice>;
  }
}
