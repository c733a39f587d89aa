import styled from "@emotion/styled";
import {
  type DetailsFormValues,
  detailsForm,
  type MoveFormValues,
  moveForm,
} from "contracts/domains/reservations/forms";
import { holdsPlaces, nextStatuses, type ReservationStatus } from "contracts/domains/reservations/rules";
import type { Reservation, ReservationPatch } from "contracts/domains/reservations/schemas";
import { hasRoomFor, largestParty, smallestParty } from "contracts/domains/reservations/tee-times";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "ui-kit/button";
import { ConfirmDialog } from "ui-kit/dialogs";
import { LoadGate } from "ui-kit/load-gate";
import { Facts, FieldGrid, FieldRow, Notice, Page } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { useCommonTranslation } from "ui-kit/use-common-translation";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useTeeSheet } from "../common/api/get-tee-sheet";
import { GuestFields } from "../common/guest-fields";
import { PlayersField } from "../common/players-field";
import { SlotFields } from "../common/slot-fields";
import { useReservationClub } from "../common/use-reservation-club";
import { type ReservationChange, useChangeReservation } from "./api/change-reservation";
import { useDownloadConfirmation } from "./api/download-confirmation";
import { useReservation } from "./api/get-reservation";
import { detailTexts } from "./texts";

const Section = styled.section`
  margin: 0 0 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${colors.muted};
  }
`;

const detailsOf = (r: Reservation): DetailsFormValues => ({
  name: r.name,
  phoneCode: r.phoneCode,
  phoneNumber: r.phoneNumber,
  players: r.players,
  cart: r.cart,
  caddie: r.caddie,
  memo: r.memo,
});

/** Only what differs is sent, so a save never rewrites a field someone else changed meanwhile. */
const changesOf = (from: Reservation, to: Partial<DetailsFormValues>): ReservationPatch =>
  Object.fromEntries(
    Object.entries(to).filter(([key, value]) => from[key as keyof DetailsFormValues] !== value),
  ) as ReservationPatch;

/** Where a form shows the API's problems under its fields; the fields it named. */
type ShowUnderFields = (error: unknown) => string[];

/** One reservation: its facts, the status changes its status allows, its details, a move and print. */
export function ReservationDetailScreen() {
  const { t } = useTexts(detailTexts);
  const { t: common } = useCommonTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const passed = (location.state as { reservation?: Reservation } | null)?.reservation ?? null;
  const id = params.get("id") ?? passed?.reservationId ?? null;
  // The navigation state shows the row at once; the server's copy follows (after a reload, it is the only one).
  const reservation = useReservation(id, passed);
  return (
    <Page title={t("titles.reservationDetail")} fullPage>
      <LoadGate
        state={id ? reservation : { status: "missing" }}
        loading={t("loading")}
        missing={{
          message: common("load.missing"),
          back: { label: t("actions.back"), onClick: () => navigate(pathTo("/reservation")) },
        }}
      >
        {(loaded) => <ReservationDetail reservation={loaded} />}
      </LoadGate>
    </Page>
  );
}

type Confirmable = "cancelled" | "noshow" | "deleted";

function ReservationDetail({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTexts(detailTexts);
  const { canUpdate } = useReservationClub();
  const navigate = useNavigate();
  const messages = useMessages();
  const change = useChangeReservation();
  const download = useDownloadConfirmation();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A change that frees the places or hides the booking is asked about first.
  const [confirming, setConfirming] = useState<Confirmable | null>(null);

  /** Sends a change; its answer is shown and resets the details. A refusal is said, or put under its fields. */
  const run = async (request: ReservationChange, done?: string, showUnder?: ShowUnderFields) => {
    setFailure(null);
    setNotice(null);
    try {
      const answer = await change.mutateAsync(request);
      details.reset(detailsOf(answer));
      if (done) setNotice(done);
      return true;
    } catch (error) {
      // A time or places taken meanwhile: the sheet is read again (the change's invalidation) to show what is left.
      if (!showUnder || showUnder(error).length === 0) setFailure(messages.failure(error, t("saveFailed")));
      return false;
    }
  };
  const setStatus = (status: ReservationStatus) =>
    run({ kind: "update", reservationId: reservation.reservationId, patch: { status } });

  const details = useForm({
    schema: detailsForm,
    initialValues: detailsOf(reservation),
    onSubmit: async (values) => {
      await run(
        { kind: "update", reservationId: reservation.reservationId, patch: changesOf(reservation, values) },
        t("detail.saved"),
        details.applyApiError,
      );
    },
  });
  const moveTo = useForm({
    schema: moveForm,
    initialValues: { date: reservation.date, courseId: reservation.courseId, teeTime: "" } as MoveFormValues,
    onSubmit: async (move) => {
      await run(
        { kind: "move", reservationId: reservation.reservationId, move },
        undefined,
        moveTo.applyApiError,
      );
      moveTo.setValue("teeTime", "");
    },
  });

  // The sheet of the date to move to: which times have room, and how many places the party may grow by. A change
  // of the reservation (or a refusal) reads it again.
  const sheet = useTeeSheet(moveTo.values.date).data ?? null;
  const slotOf = (courseId: string, teeTime: string) =>
    sheet?.courses.find((c) => c.courseId === courseId)?.teeTimes.find((time) => time.teeTime === teeTime);
  const here =
    sheet?.date === reservation.date ? slotOf(reservation.courseId, reservation.teeTime) : undefined;
  // A party may grow into the places left on its own time; without the sheet the server alone decides.
  const mostPlayers = largestParty(reservation.players, here);
  const fewestPlayers = smallestParty({ minPlayers: sheet?.minPlayers ?? 1 });
  const moveTimes = (
    sheet?.courses.find((c) => c.courseId === moveTo.values.courseId)?.teeTimes ?? []
  ).filter(
    (time) =>
      hasRoomFor(time, reservation.players) &&
      !(
        sheet?.date === reservation.date &&
        moveTo.values.courseId === reservation.courseId &&
        time.teeTime === reservation.teeTime
      ),
  );
  const players = details.control("players");

  return (
    <>
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      {notice && (
        <Notice tone="success" role="status">
          {notice}
        </Notice>
      )}
      <Facts>
        <dt>{t("fields.reference")}</dt>
        <dd data-testid="reservation-reference">{reservation.reference}</dd>
        <dt>{t("fields.date")}</dt>
        <dd>{formatDate(reservation.date, i18n.language)}</dd>
        <dt>{t("fields.teeTime")}</dt>
        <dd data-testid="reservation-tee-time">{reservation.teeTime}</dd>
        <dt>{t("fields.course")}</dt>
        <dd>{reservation.courseName}</dd>
        <dt>{t("fields.name")}</dt>
        <dd>{reservation.name}</dd>
        <dt>{t("fields.customer")}</dt>
        <dd data-testid="reservation-customer">
          {reservation.customer
            ? `${reservation.customer.name}${reservation.customer.tierName ? ` (${reservation.customer.tierName})` : ""}`
            : t("customer.guest")}
        </dd>
        <dt>{t("fields.phone")}</dt>
        <dd>{`+${reservation.phoneCode.replace(/^\+/, "")} ${reservation.phoneNumber}`}</dd>
        <dt>{t("fields.players")}</dt>
        <dd data-testid="reservation-players">{reservation.players}</dd>
        <dt>{t("fields.cart")}</dt>
        <dd>{reservation.cart ? t("yes") : t("no")}</dd>
        <dt>{t("fields.caddie")}</dt>
        <dd>{reservation.caddie ? t("yes") : t("no")}</dd>
        <dt>{t("fields.price")}</dt>
        <dd data-testid="reservation-price">{formatPrice(reservation.totalPriceCents, i18n.language)}</dd>
        <dt>{t("fields.status")}</dt>
        <dd data-testid="reservation-status">{t(`statuses.${reservation.status}`)}</dd>
        <dt>{t("fields.type")}</dt>
        <dd>{t(`types.${reservation.type}`)}</dd>
        <dt>{t("fields.memo")}</dt>
        <dd>{reservation.memo}</dd>
      </Facts>
      {canUpdate && (
        <>
          <FieldRow>
            {nextStatuses(reservation.status).map((status) => (
              <Button
                key={status}
                variant="secondary"
                size="short"
                onClick={() =>
                  status === "cancelled" || status === "noshow" || status === "deleted"
                    ? setConfirming(status)
                    : void setStatus(status)
                }
              >
                {t(`actions.${status}`)}
              </Button>
            ))}
          </FieldRow>
          {reservation.status !== "deleted" && (
            <Section aria-labelledby="reservation-edit">
              <h2 id="reservation-edit">{t("detail.edit")}</h2>
              {/* Our own check words a problem in the UI language, under its field; the browser's would not. */}
              <form noValidate onSubmit={details.handleSubmit}>
                <GuestFields form={details}>
                  {holdsPlaces(reservation.status) && (
                    <PlayersField control={players} fewest={fewestPlayers} most={mostPlayers} />
                  )}
                </GuestFields>
                <Button
                  type="submit"
                  variant="secondary"
                  size="short"
                  disabled={
                    details.submitting || Object.keys(changesOf(reservation, details.values)).length === 0
                  }
                >
                  {t("detail.save")}
                </Button>
              </form>
            </Section>
          )}
          {holdsPlaces(reservation.status) && (
            <Section aria-labelledby="reservation-move">
              <h2 id="reservation-move">{t("detail.move")}</h2>
              <p>{t("detail.moveHint")}</p>
              <form noValidate onSubmit={moveTo.handleSubmit}>
                <FieldGrid>
                  <SlotFields
                    slot={moveTo.values}
                    sheet={sheet}
                    times={moveTimes}
                    onChange={(slot) => moveTo.setValues(slot)}
                    check={(name) => {
                      const { ref, onBlur, error } = moveTo.control(name);
                      return { ref, onBlur, error };
                    }}
                  />
                </FieldGrid>
                <Button type="submit" variant="secondary" size="short" disabled={moveTo.submitting}>
                  {t("actions.move")}
                </Button>
              </form>
              {sheet && moveTimes.length === 0 && <p role="status">{t("detail.noTimes")}</p>}
            </Section>
          )}
        </>
      )}
      <FieldRow>
        <Button
          variant="text"
          onClick={() =>
            download.mutate(reservation, {
              onError: (error) => setFailure(messages.failure(error, t("loadFailed"))),
            })
          }
        >
          {t("actions.print")}
        </Button>
        <Button variant="text" onClick={() => navigate(pathTo("/reservation"))}>
          {t("actions.back")}
        </Button>
      </FieldRow>
      <ConfirmDialog
        open={confirming !== null}
        message={
          confirming
            ? t(`confirm.${confirming}`, {
                name: reservation.name,
                time: `${formatDate(reservation.date, i18n.language)} ${reservation.teeTime}`,
              })
            : ""
        }
        onConfirm={() => {
          const status = confirming;
          setConfirming(null);
          if (status) void setStatus(status);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
