import { todayIn } from "contracts/domains/common/dates";
import type { OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { formatDate, formatPrice, formatTimeIn } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, Facts, Notice } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { stepTexts } from "./texts";

/** Whole minutes from now until the hold ends, at least one while it lasts. */
const minutesLeft = (until: string, now: number) =>
  Math.max(1, Math.round((Date.parse(until) - now) / 60_000));

/**
 * The booking made: its reference, tee time, course, players and total price, where the confirmation link went
 * and until when (the club's clock) the places are held.
 */
export function Booked({
  club,
  booking,
  email,
  onAgain,
}: {
  club: PublicClub;
  booking: OnlineBooking;
  email: string;
  onAgain: () => void;
}) {
  const { t, i18n } = useTexts(stepTexts);
  const language = i18n.language;
  // Counted once, when the answer came: the sentence does not tick.
  const [bookedAt] = useState(() => Date.now());
  const until = booking.holdExpiresAt;
  return (
    <section aria-labelledby="booking-made" css={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
      {until && (
        <Notice role="status" tone="success">
          {t("booked.sent", { email, minutes: minutesLeft(until, bookedAt) })}
        </Notice>
      )}
      <h2 id="booking-made" css={{ margin: 0, fontSize: "1rem", color: colors.muted }}>
        {t("fields.reference")}
      </h2>
      <p
        data-testid="booking-reference"
        css={{
          margin: 0,
          fontSize: "clamp(1.0625rem, 5vw, 1.375rem)",
          fontWeight: 700,
          wordBreak: "keep-all",
        }}
      >
        {booking.reference}
      </p>
      <Facts>
        <dt>{t("fields.date")}</dt>
        <dd>{formatDate(booking.date, language)}</dd>
        <dt>{t("fields.teeTime")}</dt>
        <dd data-testid="booking-tee-time">{booking.teeTime}</dd>
        <dt>{t("fields.course")}</dt>
        <dd>{booking.courseName}</dd>
        <dt>{t("fields.players")}</dt>
        <dd>{booking.players}</dd>
        <dt>{t("details.total")}</dt>
        <dd>{formatPrice(booking.totalPriceCents, language)}</dd>
        <dt>{t("fields.status")}</dt>
        <dd>{t(`statuses.${booking.status}`)}</dd>
      </Facts>
      {until && (
        <p css={{ margin: 0 }} data-testid="hold-until">
          {t("booked.until", {
            time: formatTimeIn(until, club.timeZone, language),
            date: formatDate(todayIn(club.timeZone, new Date(until)), language),
            zone: club.timeZone,
          })}
        </p>
      )}
      <Actions>
        <Button variant="secondary" onClick={onAgain}>
          {t("booked.again")}
        </Button>
      </Actions>
    </section>
  );
}
