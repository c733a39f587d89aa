import styled from "@emotion/styled";
import type { TeeSheet } from "contracts/domains/reservations/schemas";
import { ACTIVE_WAITLIST_STATES, type DeskWaitlistEntry } from "contracts/domains/waitlist/schemas";
import { formatTimeIn } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { ConfirmDialog } from "ui-kit/dialogs";
import { LoadGate } from "ui-kit/load-gate";
import { Modal } from "ui-kit/modal";
import { Notice } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { useMessages } from "ui-kit/use-messages";
import { deskWaitlistTexts } from "./texts";
import { useDeskWaitlist, useDeskWaitlistActions } from "./use-desk-waitlist";
import { AddEntryForm, OfferForm } from "./waitlist-forms";

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  h3 {
    margin: 0.25rem 0 0;
    font-size: 1rem;
  }
  ol,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  li {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    line-height: 1.4;
  }
  .who {
    font-weight: 600;
  }
  .meta {
    color: ${colors.muted};
    font-size: 0.875rem;
  }
  .actions {
    display: flex;
    gap: 0.5rem;
    margin-top: 0.25rem;
    flex-wrap: wrap;
  }
`;

const phoneOf = (entry: DeskWaitlistEntry) => `+${entry.phoneCode} ${entry.phoneNumber}`;

type Dialog = { kind: "add" } | { kind: "offer"; entry: DeskWaitlistEntry } | null;

/**
 * The day's waitlist beside the sheet: the parties waiting, in line order, with how to reach them; the offers the
 * desk must phone (entries without an email); the desk adds a caller, offers a time by hand or removes an entry.
 * It reads again with the sheet on every live change.
 */
export function WaitlistPanel({ sheet }: { sheet: TeeSheet }) {
  const { t, i18n } = useTexts(deskWaitlistTexts);
  const messages = useMessages();
  const list = useDeskWaitlist(sheet.date);
  const { remove } = useDeskWaitlistActions();
  const [removing, setRemoving] = useState<DeskWaitlistEntry | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [said, setSaid] = useState("");
  const [failure, setFailure] = useState("");
  const until = (iso: string) => formatTimeIn(iso, sheet.timeZone, i18n.language);
  const courseName = (id: string | null) =>
    (id && sheet.courses.find((course) => course.courseId === id)?.name) || t("deskWaitlist.anyCourse");

  const removeEntry = (entry: DeskWaitlistEntry) => {
    setRemoving(null);
    setSaid("");
    setFailure("");
    remove.mutate(entry.entryId, {
      onSuccess: () => setSaid(t("deskWaitlist.removed", { name: entry.name })),
      onError: (error) => setFailure(messages.failure(error, t("deskWaitlist.failed"))),
    });
  };

  const item = (entry: DeskWaitlistEntry) => (
    <li key={entry.entryId} data-testid="waitlist-entry">
      <div className="who">
        {entry.position !== null && `${t("deskWaitlist.position", { position: entry.position })} · `}
        {entry.name} · {t("deskWaitlist.players", { count: entry.players })}
      </div>
      <div className="meta">
        {t("deskWaitlist.window", { from: entry.from, to: entry.to })} · {courseName(entry.courseId)} ·{" "}
        {t(`deskWaitlist.states.${entry.state}`)} · {t(`deskWaitlist.sources.${entry.source}`)}
      </div>
      <div className="meta">
        <a href={`tel:+${entry.phoneCode}${entry.phoneNumber}`}>{phoneOf(entry)}</a>
        {entry.email && ` · ${entry.email}`}
      </div>
      {entry.offer && (
        <div className="meta">
          {t("deskWaitlist.offeredUntil", {
            time: entry.offer.teeTime,
            course: entry.offer.courseName,
            until: until(entry.offer.expiresAt),
          })}
        </div>
      )}
      {(entry.state === "waiting" || entry.state === "unconfirmed") && (
        <div className="actions">
          {entry.state === "waiting" && (
            <Button size="short" variant="secondary" onClick={() => setDialog({ kind: "offer", entry })}>
              {t("deskWaitlist.offer")}
            </Button>
          )}
          <Button size="short" variant="secondary" onClick={() => setRemoving(entry)}>
            {t("deskWaitlist.remove")}
          </Button>
        </div>
      )}
    </li>
  );

  return (
    <Panel aria-labelledby="desk-waitlist-title" data-testid="desk-waitlist">
      <h2 id="desk-waitlist-title">{t("deskWaitlist.title")}</h2>
      <Button size="short" onClick={() => setDialog({ kind: "add" })}>
        {t("deskWaitlist.add")}
      </Button>
      {said && <Notice role="status">{said}</Notice>}
      {failure && (
        <Notice role="alert" tone="error">
          {failure}
        </Notice>
      )}
      <LoadGate state={list} loading={t("deskWaitlist.loading")} failed={t("deskWaitlist.loadFailed")}>
        {(day) => {
          const active = day.entries.filter((entry) => ACTIVE_WAITLIST_STATES.includes(entry.state));
          const earlier = day.entries.filter((entry) => !ACTIVE_WAITLIST_STATES.includes(entry.state));
          const toCall = active.filter((entry) => entry.state === "offered" && !entry.email && entry.offer);
          const waiting = active.filter((entry) => entry.state === "waiting").length;
          return (
            <>
              <p className="meta" role="status">
                {waiting > 0
                  ? t("deskWaitlist.summary", { count: waiting })
                  : active.length === 0 && t("deskWaitlist.none")}
              </p>
              {toCall.length > 0 && (
                <>
                  <h3>{t("deskWaitlist.callList")}</h3>
                  <ul aria-label={t("deskWaitlist.callList")}>
                    {toCall.map((entry) => (
                      <li key={entry.entryId}>
                        {t("deskWaitlist.call", {
                          name: entry.name,
                          phone: phoneOf(entry),
                          time: entry.offer?.teeTime,
                          course: entry.offer?.courseName,
                          until: entry.offer ? until(entry.offer.expiresAt) : "",
                        })}{" "}
                        <a href={`tel:+${entry.phoneCode}${entry.phoneNumber}`}>
                          {t("deskWaitlist.callNow")}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {active.length > 0 && <ol aria-label={t("deskWaitlist.title")}>{active.map(item)}</ol>}
              {earlier.length > 0 && (
                <details>
                  <summary>{t("deskWaitlist.earlier", { count: earlier.length })}</summary>
                  <ul>{earlier.map(item)}</ul>
                </details>
              )}
            </>
          );
        }}
      </LoadGate>
      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog?.kind === "offer"
            ? t("deskWaitlist.offerTitle", { name: dialog.entry.name })
            : t("deskWaitlist.addTitle")
        }
      >
        {dialog?.kind === "add" && (
          <AddEntryForm
            sheet={sheet}
            onCancel={() => setDialog(null)}
            onDone={(entry) => {
              setDialog(null);
              setSaid(t("deskWaitlist.added", { name: entry.name }));
            }}
          />
        )}
        {dialog?.kind === "offer" && (
          <OfferForm
            entry={dialog.entry}
            sheet={sheet}
            onCancel={() => setDialog(null)}
            onDone={(entry) => {
              setDialog(null);
              if (entry.offer)
                setSaid(
                  t("deskWaitlist.offered", {
                    name: entry.name,
                    time: entry.offer.teeTime,
                    course: entry.offer.courseName,
                    until: until(entry.offer.expiresAt),
                  }),
                );
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        message={t("deskWaitlist.removeQuestion", { name: removing?.name ?? "" })}
        confirmLabel={t("deskWaitlist.removeYes")}
        cancelLabel={t("deskWaitlist.keep")}
        onConfirm={() => removing && removeEntry(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
