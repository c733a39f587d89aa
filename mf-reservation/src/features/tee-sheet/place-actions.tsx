import styled from "@emotion/styled";
import type { TeeSheetPlace } from "contracts/domains/reservations/desk";
import { TAKES_PAYMENT } from "contracts/domains/reservations/payments";
import { canMove } from "contracts/domains/reservations/rules";
import type { Reservation, TeeSheet } from "contracts/domains/reservations/schemas";
import { largestParty, smallestParty } from "contracts/domains/reservations/tee-times";
import { formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Modal } from "ui-kit/modal";
import { Actions } from "ui-kit/page-kit";
import { pathTo } from "../../paths";
import { type DeskAction, useActAtDesk } from "./api/act-at-desk";
import { NamesForm, PartyForm, PaymentForm } from "./desk-forms";
import { MoveForm } from "./move-form";
import { playerName } from "./sheet-model";
import { teeSheetTexts } from "./texts";

const Menu = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: min(20rem, 80vw);
  h3 {
    margin: 0.5rem 0 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
  }
  .voided {
    text-decoration: line-through;
  }
`;

const Confirm = styled.div`
  p {
    margin: 0 0 1rem;
    line-height: 1.5;
  }
`;

export interface PlaceTarget {
  place: TeeSheetPlace;
  reservation: Reservation;
  courseName: string;
  teeTime: string;
}

interface Props {
  target: PlaceTarget;
  /** The day's sheet, whose tee times a move offers. */
  sheet: TeeSheet;
  onClose: () => void;
  /** A refused action: the sheet is read afresh and the desk told why (the error catalogue's words). */
  onRefused: (error: unknown) => void;
}

/** What the desk can do with a player's place: each action is one call on the booking's version. */
export function PlaceActions({ target, sheet, onClose, onRefused }: Props) {
  const { t, i18n } = useTexts(teeSheetTexts);
  const navigate = useNavigate();
  const act = useActAtDesk();
  const [mode, setMode] = useState<"menu" | "pay" | "names" | "move" | "noShow" | "party" | "cancel">("menu");
  const { place, reservation } = target;
  const name = playerName(place, (n) => t("grid.guest", { place: n }));
  const active = TAKES_PAYMENT.includes(reservation.status);
  const partyIn = reservation.guests.length > 0 && reservation.guests.every((g) => g.checkedInAt);
  // Cancelling follows the status machine: straight to cancelled where it allows, else cancel pending first.
  const cancelStep = (["cancelled", "cancelPending"] as const).find((to) => canMove(reservation.status, to));
  // The party may grow into the places left on its own tee time.
  const ownTime = sheet.courses
    .find((course) => course.courseId === reservation.courseId)
    ?.teeTimes.find((time) => time.teeTime === reservation.teeTime);

  const run = (action: DeskAction) =>
    act.mutate(
      { reservationId: reservation.reservationId, version: reservation.version, action },
      {
        onSuccess: onClose,
        onError: (error) => {
          onClose();
          onRefused(error);
        },
      },
    );

  const menu = (
    <Menu>
      {active && (
        <>
          <Button
            disabled={act.isPending}
            onClick={() => run({ kind: "checkIn", checkedIn: !place.checkedInAt, places: [place.place] })}
          >
            {place.checkedInAt ? t("desk.undoCheckIn") : t("desk.checkIn")}
          </Button>
          {reservation.players > 1 && (
            <Button
              variant="secondary"
              disabled={act.isPending}
              onClick={() => run({ kind: "checkIn", checkedIn: !partyIn })}
            >
              {partyIn ? t("desk.undoParty") : t("desk.checkInParty")}
            </Button>
          )}
          <Button variant="secondary" disabled={act.isPending} onClick={() => setMode("pay")}>
            {t("desk.takePayment")}
          </Button>
          <Button variant="secondary" disabled={act.isPending} onClick={() => setMode("move")}>
            {t("desk.move")}
          </Button>
          <Button variant="secondary" disabled={act.isPending} onClick={() => setMode("party")}>
            {t("desk.party")}
          </Button>
          <Button variant="secondary" disabled={act.isPending} onClick={() => setMode("noShow")}>
            {t("desk.noShow")}
          </Button>
        </>
      )}
      {/* A booking waiting for its cancellation (cancel pending) is settled from here too. */}
      {cancelStep && (
        <Button variant="secondary" disabled={act.isPending} onClick={() => setMode("cancel")}>
          {t(`actions.${cancelStep}`)}
        </Button>
      )}
      <Button variant="secondary" disabled={act.isPending} onClick={() => setMode("names")}>
        {t("desk.namePlayers")}
      </Button>
      <Button
        variant="text"
        onClick={() =>
          navigate(pathTo("/reservation-detail", { id: reservation.reservationId }), {
            state: { reservation },
          })
        }
      >
        {t("desk.detail")}
      </Button>
      {reservation.payments.length > 0 && (
        <>
          <h3>{t("desk.payments")}</h3>
          <ul>
            {reservation.payments.map((p) => {
              const text = `${formatPrice(p.amountCents, i18n.language)} · ${t(`methods.${p.method}`)}`;
              return (
                <li key={p.paymentId}>
                  <span className={p.voidedAt ? "voided" : undefined}>
                    {text}
                    {p.voidedAt && ` · ${t("desk.voided")}`}
                  </span>
                  {!p.voidedAt && (
                    <Button
                      variant="text"
                      size="short"
                      aria-label={`${t("desk.voidPayment")} ${text}`}
                      disabled={act.isPending}
                      onClick={() => run({ kind: "void", paymentId: p.paymentId })}
                    >
                      {t("desk.voidPayment")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Menu>
  );

  const back = () => setMode("menu");
  return (
    <Modal
      open
      onClose={onClose}
      title={t("desk.title", { time: target.teeTime, course: target.courseName, name })}
      footer={
        mode === "menu" && (
          <Button variant="secondary" size="short" onClick={onClose}>
            {t("desk.close")}
          </Button>
        )
      }
    >
      {mode === "menu" && menu}
      {mode === "pay" && (
        <PaymentForm reservation={reservation} busy={act.isPending} onSubmit={run} onCancel={back} />
      )}
      {mode === "move" && (
        <MoveForm
          reservation={reservation}
          sheet={sheet}
          busy={act.isPending}
          onSubmit={run}
          onCancel={back}
        />
      )}
      {mode === "party" && (
        <PartyForm
          reservation={reservation}
          busy={act.isPending}
          fewest={smallestParty(sheet)}
          most={largestParty(reservation.players, ownTime)}
          onSubmit={run}
          onCancel={back}
        />
      )}
      {(mode === "noShow" || mode === "cancel") && (
        <Confirm>
          <p>
            {mode === "noShow"
              ? t("desk.confirmNoShow", { name: reservation.name })
              : t(cancelStep === "cancelPending" ? "desk.confirmCancelPending" : "desk.confirmCancel", {
                  name: reservation.name,
                  time: reservation.teeTime,
                })}
          </p>
          <Actions>
            <Button
              size="short"
              disabled={act.isPending}
              onClick={() =>
                run(
                  mode === "noShow"
                    ? { kind: "noShow" }
                    : { kind: "cancel", status: cancelStep ?? "cancelled" },
                )
              }
            >
              {t("desk.yes")}
            </Button>
            <Button variant="secondary" size="short" onClick={back}>
              {t("desk.no")}
            </Button>
          </Actions>
        </Confirm>
      )}
      {mode === "names" && (
        <NamesForm reservation={reservation} busy={act.isPending} onSubmit={run} onCancel={back} />
      )}
    </Modal>
  );
}
