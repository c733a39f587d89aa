import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { holdsPlaces, nextStatuses, type ReservationStatus } from "shared/domains/reservations/rules";
import type { Reservation } from "shared/domains/reservations/schemas";
import { formatDate, formatPrice } from "shared/i18n/format";
import { Button } from "shared/ui/button";
import { colors } from "shared/ui/tokens";
import { useFailureMessage } from "shared/ui/use-failure-message";
import { RESERVATION_NAMESPACE } from "../../i18n/translations";
import { saveFile } from "../common/download";
import { Field, Page, Row } from "../common/layout";
import { useReservationClub } from "../common/use-reservation-club";

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0 0 1.5rem;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One reservation: its facts, the status changes its status allows, a move and print. */
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
  const [failure, setFailure] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState({ date: passed?.date ?? "", teeTime: passed?.teeTime ?? "" });

  // The navigation state shows the row at once; the server's copy follows (after a reload, it is the only one).
  useEffect(() => {
    if (!clubId || !id) return;
    let live = true;
    api
      .get(clubId, id)
      .then((answer) => {
        if (!live) return;
        setReservation(answer);
        // What the user already typed into the move fields stays.
        setMoveTo((typed) => (typed.date ? typed : { date: answer.date, teeTime: answer.teeTime }));
      })
      .catch((error) => live && setFailure(failureMessage(error, t("loadFailed"))));
    return () => {
      live = false;
    };
  }, [api, clubId, id, failureMessage, t]);

  const run = async (call: () => Promise<Reservation>) => {
    setFailure(null);
    try {
      setReservation(await call());
    } catch (error) {
      setFailure(failureMessage(error, t("saveFailed")));
    }
  };
  const setStatus = (status: ReservationStatus) =>
    clubId && reservation && run(() => api.update(clubId, reservation.reservationId, { status }));
  const move = () =>
    clubId &&
    reservation &&
    run(() =>
      api.move(clubId, reservation.reservationId, {
        date: moveTo.date,
        courseId: reservation.courseId,
        teeTime: moveTo.teeTime,
      }),
    );

  return (
    <Page>
      <h1>{t("titles.reservationDetail")}</h1>
      {failure && <p role="alert">{failure}</p>}
      {!reservation && !failure && <p role="status">{t("loading")}</p>}
      {reservation && (
        <>
          <Facts>
            <dt>{t("fields.reference")}</dt>
            <dd>{reservation.reference}</dd>
            <dt>{t("fields.date")}</dt>
            <dd>{formatDate(reservation.date, i18n.language)}</dd>
            <dt>{t("fields.teeTime")}</dt>
            <dd>{reservation.teeTime}</dd>
            <dt>{t("fields.course")}</dt>
            <dd>{reservation.courseName}</dd>
            <dt>{t("fields.name")}</dt>
            <dd>{reservation.name}</dd>
            <dt>{t("fields.phone")}</dt>
            <dd>{`+${reservation.phoneCode.replace(/^\+/, "")} ${reservation.phoneNumber}`}</dd>
            <dt>{t("fields.players")}</dt>
            <dd>{reservation.players}</dd>
            <dt>{t("fields.cart")}</dt>
            <dd>{reservation.cart ? t("yes") : t("no")}</dd>
            <dt>{t("fields.caddie")}</dt>
            <dd>{reservation.caddie ? t("yes") : t("no")}</dd>
            <dt>{t("fields.price")}</dt>
            <dd>{formatPrice(reservation.totalPriceCents, i18n.language)}</dd>
            <dt>{t("fields.status")}</dt>
            <dd data-testid="reservation-status">{t(`statuses.${reservation.status}`)}</dd>
            <dt>{t("fields.type")}</dt>
            <dd>{t(`types.${reservation.type}`)}</dd>
            <dt>{t("fields.memo")}</dt>
            <dd>{reservation.memo}</dd>
          </Facts>
          {canUpdate && (
            <>
              <Row>
                {nextStatuses(reservation.status).map((status) => (
                  <Button key={status} variant="secondary" size="short" onClick={() => setStatus(status)}>
                    {t(`actions.${status}`)}
                  </Button>
                ))}
              </Row>
              {holdsPlaces(reservation.status) ? (
                <Row>
                  <Field>
                    {t("fields.date")}
                    <input
                      type="date"
                      value={moveTo.date}
                      onChange={(e) => setMoveTo({ ...moveTo, date: e.target.value })}
                    />
                  </Field>
                  <Field>
                    {t("fields.teeTime")}
                    <input
                      type="time"
                      value={moveTo.teeTime}
                      onChange={(e) => setMoveTo({ ...moveTo, teeTime: e.target.value })}
                    />
                  </Field>
                  <Button variant="secondary" size="short" onClick={move}>
                    {t("actions.move")}
                  </Button>
                </Row>
              ) : null}
            </>
          )}
          <Row>
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
          </Row>
        </>
      )}
    </Page>
  );
}
