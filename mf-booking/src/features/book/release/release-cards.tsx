import styled from "@emotion/styled";
import { useQueryClient } from "@tanstack/react-query";
import type { PublicRelease, ReleaseVerified } from "contracts/domains/releases/schemas";
import type { PublicClub } from "contracts/domains/reservations/online-booking";
import { formatDate, formatTimeIn } from "contracts/i18n/format";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useCallback, useEffect, useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, Lead, Notice } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { releaseEntryKey, useReleaseEntry } from "./api/release-entry";
import { JoinRelease } from "./join-release";
import { ReleaseEntryView } from "./release-entry";
import { RemindRelease } from "./remind-release";
import { forgetToken, keepToken, readToken } from "./stored-token";
import { releaseTexts } from "./texts";
import type { Search } from "./types";

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.primary};
  border-radius: 8px;
  background: ${colors.surface};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  dl {
    margin: 0;
  }
`;

/** The club's releases on its booking page: the next one, and one whose line is being served. */
export function ReleaseCards({ club, timeSearch }: { club: PublicClub; timeSearch: Search }) {
  return (
    <>
      {club.releases.map((release) => (
        <ReleaseCard key={release.date} club={club} release={release} timeSearch={timeSearch} />
      ))}
    </>
  );
}

/**
 * One release: when the day opens and how its turns go; before golfers may join, a reminder; from then, joining the
 * line; once joined (the token kept in this browser), where the golfer's entry stands.
 */
function ReleaseCard({
  club,
  release,
  timeSearch,
}: {
  club: PublicClub;
  release: PublicRelease;
  timeSearch: Search;
}) {
  const { t, i18n } = useTexts(releaseTexts);
  const language = i18n.language;
  const queries = useQueryClient();
  const [token, setToken] = useState(() => readToken(club.clubId, release.date));
  const joinFrom = Date.parse(release.joinFrom);
  const [canJoin, setCanJoin] = useState(() => Date.now() >= joinFrom);
  // The join form takes the reminder's place when the line opens, without a reload.
  useEffect(() => {
    if (canJoin) return undefined;
    const timer = setTimeout(() => setCanJoin(true), Math.max(0, joinFrom - Date.now()));
    return () => clearTimeout(timer);
  }, [canJoin, joinFrom]);
  const joined = (verified: ReleaseVerified) => {
    keepToken(club.clubId, release.date, verified.token);
    queries.setQueryData(releaseEntryKey(verified.token), verified.entry);
    setToken(verified.token);
  };
  const forget = useCallback(() => {
    forgetToken(club.clubId, release.date);
    setToken(null);
  }, [club.clubId, release.date]);
  const at = (instant: string) => formatTimeIn(instant, club.timeZone, language);
  const date = formatDate(release.date, language);

  return (
    <Card aria-labelledby={`release-${release.date}`}>
      <h2 id={`release-${release.date}`}>{t("release.title", { date })}</h2>
      <p css={{ margin: 0 }}>
        {release.serving
          ? t("release.serving", { date })
          : t("release.opens", {
              date,
              time: at(release.opensAt),
              zone: club.timeZone,
              joinTime: at(release.joinFrom),
            })}
      </p>
      <dl css={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.25rem 1rem" }}>
        <dt>{t("release.turnLength")}</dt>
        <dd css={{ margin: 0 }}>{t("release.minutes", { count: release.turnMinutes })}</dd>
        <dt>{t("release.maxBookings")}</dt>
        <dd css={{ margin: 0 }}>{release.maxBookings}</dd>
        <dt>{t("release.maxPlayers")}</dt>
        <dd css={{ margin: 0 }}>{release.maxPlayers}</dd>
      </dl>
      {token ? (
        <Entry club={club} token={token} timeSearch={timeSearch} onUnknown={forget} />
      ) : canJoin ? (
        <JoinRelease clubId={club.clubId} date={release.date} onJoined={joined} />
      ) : (
        <RemindRelease clubId={club.clubId} date={release.date} />
      )}
    </Card>
  );
}

/** The golfer's entry, read through its token; a token the API no longer knows is forgotten (the golfer joins anew). */
function Entry({
  club,
  token,
  timeSearch,
  onUnknown,
}: {
  club: PublicClub;
  token: string;
  timeSearch: Search;
  onUnknown: () => void;
}) {
  const { t } = useTexts(releaseTexts);
  const read = useReleaseEntry(token);
  const unknown = !read.data && read.isError && getApiError(read.error).status === 404;
  useEffect(() => {
    if (unknown) onUnknown();
  }, [unknown, onUnknown]);
  if (read.data)
    return <ReleaseEntryView club={club} entry={read.data} token={token} timeSearch={timeSearch} />;
  if (!read.isError) return <Lead role="status">{t("loading")}</Lead>;
  return (
    <>
      <Notice role="alert" tone="error">
        {t("release.actionFailed")}
      </Notice>
      <Actions>
        <Button variant="secondary" size="short" onClick={() => void read.refetch()}>
          {t("retry")}
        </Button>
      </Actions>
    </>
  );
}
