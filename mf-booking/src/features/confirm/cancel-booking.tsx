import type { BookingHold } from "contracts/domains/reservations/online-booking";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { ConfirmDialog } from "ui-kit/dialogs";
import { Actions, Notice } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import { useCancelBookingHold } from "./api/cancel-booking-hold";
import { clubTime } from "./club-time";
import { confirmTexts } from "./texts";

/** A golfer may cancel a live hold or a reserved booking; a paid one, or one already cancelled, is the club's. */
export const canCancel = (hold: BookingHold) =>
  (hold.state === "held" || hold.state === "confirmed") && hold.status !== "paid";

/** A waitlist offer not yet answered: taken with Confirm, declined with Cancel, and worded as such. */
export const isOpenOffer = (hold: BookingHold) => hold.kind === "offer" && hold.state === "held";

/** Until when cancelling is free, in the page's words; null once that has passed. */
function useFreeUntil(hold: BookingHold) {
  const { t, i18n } = useTexts(confirmTexts);
  return hold.freeCancellationUntil
    ? t("confirmPage.until", clubTime(hold.freeCancellationUntil, hold.timeZone, i18n.language))
    : null;
}

/**
 * The club's cancellation terms for this booking, stated before the golfer books or cancels: free until when (the
 * club's clock), or, once that has passed, that cancelling is a request the club confirms.
 */
export function CancellationTerms({ hold }: { hold: BookingHold }) {
  const { t } = useTexts(confirmTexts);
  const until = useFreeUntil(hold);
  const text = until
    ? t("terms.freeUntil", { until })
    : hold.state === "held"
      ? t("terms.requestOnceBooked")
      : t("terms.request");
  return (
    <p data-testid="cancellation-terms" css={{ margin: 0 }}>
      {text}
    </p>
  );
}

/**
 * "Cancel my booking" (an open offer: "Decline"), then a confirmation step saying what cancelling does now: a hold
 * not yet confirmed is released at once; a booking is cancelled at once while free cancellation lasts, else its
 * cancellation is a request for the club. The answer is the booking now, which the page shows: cancelled, or
 * cancelPending for the club.
 */
export function CancelBooking({
  hold,
  token,
  onCancelled,
}: {
  hold: BookingHold;
  token: string;
  onCancelled: () => void;
}) {
  const { t } = useTexts(confirmTexts);
  const messages = useMessages();
  const cancel = useCancelBookingHold(token);
  const until = useFreeUntil(hold);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const offer = isOpenOffer(hold);
  const rule =
    hold.state === "held" ? t("cancel.held") : until ? t("cancel.free", { until }) : t("cancel.request");

  const confirmed = async () => {
    setAsking(false);
    setFailure(null);
    try {
      await cancel.mutateAsync();
      onCancelled();
    } catch (error) {
      setFailure(messages.failure(error, t("cancel.failed")));
    }
  };

  const label = offer
    ? cancel.isPending
      ? t("offer.declining")
      : t("offer.decline")
    : cancel.isPending
      ? t("cancel.cancelling")
      : t("cancel.open");
  return (
    <>
      <Actions>
        <Button
          variant="secondary"
          size="long"
          disabled={cancel.isPending}
          onClick={() => setAsking(true)}
          css={{ whiteSpace: "normal", maxWidth: "100%" }}
        >
          {label}
        </Button>
      </Actions>
      {failure && (
        <Notice role="alert" tone="error">
          {failure}
        </Notice>
      )}
      <ConfirmDialog
        open={asking}
        title={offer ? t("offer.declineTitle") : t("cancel.title")}
        message={
          offer
            ? `${t("offer.declineRule")}\n${t("offer.declineQuestion")}`
            : `${rule}\n${t("cancel.question")}`
        }
        onConfirm={() => void confirmed()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
