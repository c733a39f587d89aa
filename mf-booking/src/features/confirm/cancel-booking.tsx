import type { BookingHold } from "contracts/domains/reservations/online-booking";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { ConfirmDialog } from "ui-kit/dialogs";
import { Actions, Notice } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import { useCancelBookingHold } from "./api/cancel-booking-hold";
import { confirmTexts } from "./texts";

/** A golfer may cancel a live hold or a reserved booking; a paid one, or one already cancelled, is the club's. */
export const canCancel = (hold: BookingHold) =>
  (hold.state === "held" || hold.state === "confirmed") && hold.status !== "paid";

/**
 * "Cancel my booking", then a confirmation step stating the club's free-cancellation rule (the booking's answer does
 * not name the club's hours, so the rule is said without them). The answer is the booking now, which the page
 * shows: cancelled, or cancelPending for the club.
 */
export function CancelBooking({ token, onCancelled }: { token: string; onCancelled: () => void }) {
  const { t } = useTexts(confirmTexts);
  const messages = useMessages();
  const cancel = useCancelBookingHold(token);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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
          {cancel.isPending ? t("cancel.cancelling") : t("cancel.open")}
        </Button>
      </Actions>
      {failure && (
        <Notice role="alert" tone="error">
          {failure}
        </Notice>
      )}
      <ConfirmDialog
        open={asking}
        title={t("cancel.title")}
        message={`${t("cancel.rule")}\n${t("cancel.question")}`}
        onConfirm={() => void confirmed()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
