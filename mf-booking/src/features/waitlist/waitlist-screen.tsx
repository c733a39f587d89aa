import styled from "@emotion/styled";
import { todayIn } from "contracts/domains/common/dates";
import type { WaitlistEntry } from "contracts/domains/waitlist/schemas";
import { formatDate, formatTimeIn } from "contracts/i18n/format";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button } from "ui-kit/button";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { Actions, Facts, Notice, Page } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import { useWaitlistAction, useWaitlistEntry } from "./api/waitlist-entry";
import { waitlistTexts } from "./texts";

/** Label and value rows on one baseline, whatever script the value (a club's or course's name) is in. */
const EntryFacts = styled(Facts)`
  align-items: baseline;
`;

/** A 404 (nobody's token) and a 422 (a cut or mangled link) both mean the link is not one we sent. */
const isBadLink = (error: unknown) => [404, 422].includes(getApiError(error).status ?? 0);

/**
 * /waitlist?token=…: the page a waitlist entry's mail links to, open without a sign-in. The golfer confirms their
 * email (so nobody can queue someone else's address), sees their place in line and any offer, and may leave. Opening
 * the link changes nothing by itself (mail scanners open links too): confirming and leaving are buttons. Read again
 * every 30 s while open, so an offer shows without a reload. Stored text is shown as text.
 */
export function WaitlistScreen() {
  const { t, i18n } = useTexts(waitlistTexts);
  const messages = useMessages();
  const token = useSearchParams()[0].get("token") ?? "";
  const read = useWaitlistEntry(token);
  const confirm = useWaitlistAction(token, "confirm");
  const leave = useWaitlistAction(token, "leave");
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const language = i18n.language;
  const invalid = !token || (read.isError && !read.data && isBadLink(read.error));
  const state: LoadState<WaitlistEntry> | typeof read = read.data
    ? { status: "ready", data: read.data }
    : read;
  const entry = invalid ? null : (read.data ?? null);
  const busy = confirm.isPending || leave.isPending;

  const run = async (action: typeof confirm) => {
    setFailure(null);
    try {
      await action.mutateAsync();
      setAsking(false);
    } catch (error) {
      setFailure(messages.failure(error, t("waitlistPage.failed")));
      await read.refetch();
    }
  };

  const until = (offer: NonNullable<WaitlistEntry["offer"]>, timeZone: string) =>
    `${formatDate(todayIn(timeZone, new Date(offer.expiresAt)), language)} ${formatTimeIn(offer.expiresAt, timeZone, language)}`;

  return (
    <Page title={entry ? t(`waitlistPage.titles.${entry.state}`) : t("waitlistPage.titles.page")} fullPage>
      {invalid ? (
        <Notice role="alert" tone="error">
          {t("waitlistPage.invalid")}
        </Notice>
      ) : (
        <LoadGate state={state} loading={t("loading")}>
          {(entry) => (
            <>
              {entry.state === "unconfirmed" && (
                <Notice role="status">{t("waitlistPage.unconfirmed")}</Notice>
              )}
              {entry.state === "waiting" && (
                <Notice role="status" tone="success">
                  {entry.position !== null && `${t("waitlistPage.position", { position: entry.position })} `}
                  {t("waitlistPage.waiting")}
                </Notice>
              )}
              {entry.state === "offered" && entry.offer && (
                <Notice role="status" tone="success">
                  {t("waitlistPage.offered", {
                    time: entry.offer.teeTime,
                    course: entry.offer.courseName,
                    until: until(entry.offer, entry.timeZone),
                  })}
                </Notice>
              )}
              {["booked", "missed", "left", "ended"].includes(entry.state) && (
                <Notice role="status">{t(`waitlistPage.${entry.state as "booked"}`)}</Notice>
              )}
              <EntryFacts>
                <dt>{t("waitlistPage.club")}</dt>
                <dd>{entry.clubName}</dd>
                <dt>{t("fields.date")}</dt>
                <dd>{formatDate(entry.date, language)}</dd>
                <dt>{t("waitlistPage.window")}</dt>
                <dd>{t("waitlistPage.windowValue", { from: entry.from, to: entry.to })}</dd>
                <dt>{t("fields.course")}</dt>
                <dd>{entry.courseName ?? t("waitlistPage.anyCourse")}</dd>
                <dt>{t("fields.players")}</dt>
                <dd>{entry.players}</dd>
              </EntryFacts>
              {failure && (
                <Notice role="alert" tone="error">
                  {failure}
                </Notice>
              )}
              {entry.state === "unconfirmed" && (
                <Actions>
                  <Button size="long" disabled={busy} onClick={() => void run(confirm)}>
                    {t("waitlistPage.confirm")}
                  </Button>
                </Actions>
              )}
              {(entry.state === "unconfirmed" || entry.state === "waiting") &&
                (asking ? (
                  <section aria-label={t("waitlistPage.leave")}>
                    <p>{t("waitlistPage.leaveQuestion")}</p>
                    <Actions>
                      <Button variant="secondary" disabled={busy} onClick={() => void run(leave)}>
                        {t("waitlistPage.yes")}
                      </Button>
                      <Button disabled={busy} onClick={() => setAsking(false)}>
                        {t("waitlistPage.no")}
                      </Button>
                    </Actions>
                  </section>
                ) : (
                  <Actions>
                    <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
                      {t("waitlistPage.leave")}
                    </Button>
                  </Actions>
                ))}
            </>
          )}
        </LoadGate>
      )}
    </Page>
  );
}
