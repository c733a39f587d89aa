import styled from "@emotion/styled";
import {
  holdsPlaces,
  nextStatuses,
  type ReservationStatus,
  TEE_TIME_CAPACITY,
} from "contracts/domains/reservations/rules";
import type { Reservation, ReservationPatch, TeeSheet } from "contracts/domains/reservations/schemas";
import { placesLeft, smallestParty } from "contracts/domains/reservations/tee-times";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "ui-kit/button";
import { ConfirmDialog } from "ui-kit/dialogs";
import { Facts, Field, FieldRow, Page } from "ui-kit/page-kit";
import { saveFile } from "ui-kit/save-file";
import { colors } from "ui-kit/tokens";
import { useFailureMessage } from "ui-kit/use-failure-message";
import { RESERVATION_NAMESPACE } from "../../i18n/translations";
import { GuestFields } from "../common/guest-fields";
import { SlotFields } from "../common/slot-fields";
import { useReservationClub } from "../common/use-reservation-club";

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

type Details = Required<
  Pick<ReservationPatch, "name" | "phoneCode" | "phoneNumber" | "players" | "cart" | "caddie" | "memo">
>;

const detailsOf = (r: Reservation): Details => ({
  name: r.name,
  phoneCode: r.phoneCode,
  phoneNumber: r.phoneNumber,
  players: r.players,
  cart: r.cart,
  caddie: r.caddie,
  memo: r.memo,
});

/** Only what differs is sent, so a save never rewrites a field someone else changed meanwhile. */
const changesOf = (from: Reservation, to: Details): ReservationPatch =>
  Object.fromEntries(
    Object.entries(to).filter(([key, value]) => from[key as keyof Details] !== value),
  ) as ReservationPatch;

/** One reservation: its facts, the status changes its status allows, its details, a move and print. */
export function ReservationDetailScreen() {
  const { t, i18n } = useTranslation(RESERVATION_NAMESPACE);
  const { clubId, api, canUpdate } = useReservationClub();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failureMessage = useFailureMessage();
  const passed = (location.state as { reservation?: Reservation } | null)?.reservation ?? null;
  const id = params.get("id") ?? passed?.reservationId ?? null;
  const [reservation, setReservation] = useState<Reservation | null>(passed);
  const [details, setDetails] = useState<Details | null>(passed && detailsOf(passed));
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState({
    date: passed?.date ?? "",
    courseId: passed?.courseId ?? "",
    teeTime: "",
  });
  const [sheet, setSheet] = useState<TeeSheet | null>(null);
  // A change that frees the places or hides the booking is asked about first.
  const [confirming, setConfirming] = useState<"cancelled" | "noshow" | "deleted" | null>(null);
  const [sheetAsked, setSheetAsked] = useState(0);

  // The navigation state shows the row at once; the server's copy follows (after a reload, it is the only one).
  useEffect(() => {
    if (!clubId || !id) return;
    let live = true;
    api
      .get(clubId, id)
      .then((answer) => {
        if (!live) return;
        setReservation(answer);
        // What the user already typed stays.
        setDetails((typed) => typed ?? detailsOf(answer));
        setMoveTo((typed) =>
          typed.date ? typed : { date: answer.date, courseId: answer.courseId, teeTime: "" },
        );
      })
      .catch((error) => live && setFailure(failureMessage(error, t("loadFailed"))));
    return () => {
      live = false;
    };
  }, [api, clubId, id, failureMessage, t]);

  // The sheet of the date to move to: which times have room, and how many places the party may grow by.
  // Asked again after each change of the reservation and after a refusal (`sheetAsked`).
  const sheetVersion = reservation?.updatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sheetAsked` asks for the same date again
  useEffect(() => {
    if (!clubId || !moveTo.date || !sheetVersion) return;
    let live = true;
    api.teeSheet(clubId, moveTo.date).then(
      (answer) => live && setSheet(answer),
      () => live && setSheet(null),
    );
    return () => {
      live = false;
    };
  }, [api, clubId, moveTo.date, sheetVersion, sheetAsked]);

  const run = async (call: () => Promise<Reservation>, done?: string) => {
    setFailure(null);
    setNotice(null);
    try {
      const answer = await call();
      setReservation(answer);
      setDetails(detailsOf(answer));
      if (done) setNotice(done);
    } catch (error) {
      setFailure(failureMessage(error, t("saveFailed")));
      // A time or places taken meanwhile: show what is left now.
      setSheetAsked((n) => n + 1);
    }
  };
  const setStatus = (status: ReservationStatus) =>
    clubId && reservation && run(() => api.update(clubId, reservation.reservationId, { status }));
  const saveDetails = () =>
    clubId &&
    reservation &&
    details &&
    run(
      () => api.update(clubId, reservation.reservationId, changesOf(reservation, details)),
      t("detail.saved"),
    );
  const move = () =>
    clubId &&
    reservation &&
    run(() =>
      api.move(clubId, reservation.reservationId, {
        date: moveTo.date,
        courseId: moveTo.courseId,
        teeTime: moveTo.teeTime,
      }),
    ).then(() => setMoveTo((m) => ({ ...m, teeTime: "" })));

  const slotOf = (courseId: string, teeTime: string) =>
    sheet?.courses.find((c) => c.courseId === courseId)?.teeTimes.find((time) => time.teeTime === teeTime);
  const here =
    reservation && sheet?.date === reservation.date
      ? slotOf(reservation.courseId, reservation.teeTime)
      : undefined;
  // A party may grow into the places left on its own time; without the sheet the server alone decides.
  const mostPlayers =
    here && reservation ? reservation.players + here.capacity - here.playersBooked : TEE_TIME_CAPACITY;
  const fewestPlayers = smallestParty({ minPlayers: sheet?.minPlayers ?? 1 });
  const moveTimes = (sheet?.courses.find((c) => c.courseId === moveTo.courseId)?.teeTimes ?? []).filter(
    (time) =>
      reservation &&
      time.sale !== "notForSale" &&
      placesLeft(time) >= reservation.players &&
      !(
        sheet?.date === reservation.date &&
        moveTo.courseId === reservation.courseId &&
        time.teeTime === reservation.teeTime
      ),
  );
  const setDetail = <K extends keyof Details>(key: K, value: Details[K]) =>
    setDetails((d) => d && { ...d, [key]: value });

  return (
    <Page title={t("titles.reservationDetail")} fullPage>
      {failure && <p role="alert">{failure}</p>}
      {notice && <p role="status">{notice}</p>}
      {!reservation && !failure && <p role="status">{t("loading")}</p>}
      {reservation && (
        <>
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
                        : setStatus(status)
                    }
                  >
                    {t(`actions.${status}`)}
                  </Button>
                ))}
              </FieldRow>
              {details && reservation.status !== "deleted" && (
                <Section aria-labelledby="reservation-edit">
                  <h2 id="reservation-edit">{t("detail.edit")}</h2>
                  <form
                    onSubmit={(e) => {
                      e.preventDefault();
                      void saveDetails();
                    }}
                  >
                    <GuestFields
                      values={details}
                      onChange={(change) => setDetails((d) => d && { ...d, ...change })}
                    >
                      {holdsPlaces(reservation.status) && (
                        <Field>
                          {t("fields.players")}
                          <select
                            value={details.players}
                            onChange={(e) => setDetail("players", Number(e.target.value))}
                          >
                            {Array.from(
                              { length: TEE_TIME_CAPACITY - fewestPlayers + 1 },
                              (_, i) => fewestPlayers + i,
                            ).map((n) => (
                              <option key={n} value={n} disabled={n > mostPlayers}>
                                {n}
                              </option>
                            ))}
                          </select>
                        </Field>
                      )}
                    </GuestFields>
                    <Button
                      type="submit"
                      variant="secondary"
                      size="short"
                      disabled={Object.keys(changesOf(reservation, details)).length === 0}
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
                  <FieldRow>
                    <SlotFields
                      slot={moveTo}
                      sheet={sheet}
                      times={moveTimes}
                      onChange={(change) => setMoveTo((m) => ({ ...m, ...change }))}
                    />
                    <Button variant="secondary" size="short" disabled={!moveTo.teeTime} onClick={move}>
                      {t("actions.move")}
                    </Button>
                  </FieldRow>
                  {sheet && moveTimes.length === 0 && <p role="status">{t("detail.noTimes")}</p>}
                </Section>
              )}
            </>
          )}
          <FieldRow>
            <Button
              variant="text"
              onClick={() =>
                clubId &&
                api.confirmationPdf(clubId, reservation.reservationId).then(
                  (file) => saveFile(file, `reservation-${reservation.reference}.pdf`),
                  (error) => setFailure(failureMessage(error, t("loadFailed"))),
                )
              }
            >
              {t("actions.print")}
            </Button>
            <Button variant="text" onClick={() => navigate("/reservation")}>
              {t("actions.back")}
            </Button>
          </FieldRow>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null && reservation !== null}
        message={
          confirming && reservation
            ? t(`confirm.${confirming}`, {
                name: reservation.name,
                time: `${reservation.date} ${reservation.teeTime}`,
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
    </Page>
  );
}
