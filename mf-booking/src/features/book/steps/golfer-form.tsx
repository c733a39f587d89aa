import {
  type OnlineBooking,
  onlineBookingInputSchema,
  type PublicClub,
} from "contracts/domains/reservations/online-booking";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, Facts, FieldGrid, Notice } from "ui-kit/page-kit";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import type { ChosenTime, GolferDetails } from "../types";
import { useBookOnline } from "./api/book-online";
import { GolferFields } from "./golfer-fields";
import { stepTexts } from "./texts";

/** The golfer's own fields of an online booking, checked by the API's own rules. */
const golferSchema = onlineBookingInputSchema.pick({
  name: true,
  phoneCode: true,
  phoneNumber: true,
  email: true,
});

/**
 * The chosen tee time with its total price, and the golfer's name, phone and email; Book sends the booking. A
 * refusal (the time filled meanwhile, a field the server turned down) is said in the catalogue's words and what
 * was typed stays, here and when another time is chosen.
 */
export function GolferForm({
  club,
  chosen,
  initialValues,
  onKeep,
  onAnother,
  onBooked,
  releaseToken,
}: {
  club: PublicClub;
  chosen: ChosenTime;
  initialValues: GolferDetails;
  onKeep: (details: GolferDetails) => void;
  onAnother: () => void;
  onBooked: (booking: OnlineBooking, email: string) => void;
  /** In the golfer's turn of a release: the entry's token, which lets the released day be booked. */
  releaseToken?: string;
}) {
  const { t, i18n } = useTexts(stepTexts);
  const language = i18n.language;
  const messages = useMessages();
  const book = useBookOnline(club.clubId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: golferSchema,
    initialValues,
    onSubmit: async (golfer) => {
      setFailure(null);
      try {
        const booking = await book.mutateAsync({
          date: chosen.date,
          courseId: chosen.courseId,
          teeTime: chosen.teeTime,
          players: chosen.players,
          ...golfer,
          ...(releaseToken ? { releaseToken } : {}),
        });
        onBooked(booking, golfer.email);
      } catch (error) {
        if (form.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("details.failed")));
      }
    },
  });
  useEffect(() => onKeep(form.values), [form.values, onKeep]);

  return (
    <section aria-labelledby="golfer-details" css={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
      <h2 css={{ margin: 0, fontSize: "1.125rem" }}>{t("details.chosen")}</h2>
      <Facts data-testid="chosen-time">
        <dt>{t("fields.date")}</dt>
        <dd>{formatDate(chosen.date, language)}</dd>
        <dt>{t("fields.teeTime")}</dt>
        <dd>{chosen.teeTime}</dd>
        <dt>{t("fields.course")}</dt>
        <dd>{chosen.courseName}</dd>
        <dt>{t("fields.players")}</dt>
        <dd>{chosen.players}</dd>
        <dt>{t("details.total")}</dt>
        <dd>{formatPrice(chosen.pricePerPlayerCents * chosen.players, language)}</dd>
      </Facts>
      <Actions>
        <Button variant="secondary" onClick={onAnother}>
          {t("details.another")}
        </Button>
      </Actions>
      <h2 id="golfer-details" css={{ margin: 0, fontSize: "1.125rem" }}>
        {t("details.title")}
      </h2>
      {/* Our own check words a problem in the UI language, under its field; the browser's would not. */}
      <form noValidate onSubmit={form.handleSubmit}>
        <FieldGrid>
          <GolferFields text={form.text} emailHint={t("details.emailHint")} />
        </FieldGrid>
        {failure && (
          <Notice role="alert" tone="error">
            {failure}
          </Notice>
        )}
        <Actions>
          <Button type="submit" size="long" disabled={form.submitting}>
            {form.submitting ? t("details.booking") : t("details.book")}
          </Button>
        </Actions>
      </form>
    </section>
  );
}
