import styled from "@emotion/styled";
import { type Month, monthGrid, monthOf, shiftMonth, todayIn } from "contracts/domains/common/dates";
import { rateStatus } from "contracts/domains/reservations/rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "ui-kit/button";
import { Legend } from "ui-kit/legend";
import { colors } from "ui-kit/tokens";
import { RESERVATION_NAMESPACE } from "../../i18n/translations";
import { useBookingRates } from "./api/get-booking-rates";

/** Spec §4 calendar statuses 0–3: nearly full, filling, some bookings, none. */
export const RATE_COLORS = ["#f4a3a3", "#ffd48a", "#bfe3c0", "#ffffff"] as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 2.25rem);
  gap: 2px;
  button {
    height: 2.25rem;
    border: 1px solid ${colors.border};
    border-radius: 4px;
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
    color: ${colors.text};
  }
  button[data-rate="0"] { background: ${RATE_COLORS[0]}; }
  button[data-rate="1"] { background: ${RATE_COLORS[1]}; }
  button[data-rate="2"] { background: ${RATE_COLORS[2]}; }
  button[data-rate="3"] { background: ${RATE_COLORS[3]}; }
  button[data-out="true"] { opacity: 0.45; }
  button[aria-pressed="true"] { outline: 2px solid ${colors.primary}; }
`;

/** The month's booking rates (spec §7 stats) as a calendar; choosing a day calls `onPick` ("" marks no day). */
export function RateCalendar({ date, onPick }: { date: string; onPick: (date: string) => void }) {
  const { t } = useTranslation(RESERVATION_NAMESPACE);
  const [month, setMonth] = useState<Month>(() =>
    monthOf(date || todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
  // A date chosen elsewhere (the date picker, the club's today arriving) brings its month into view.
  useEffect(() => {
    if (date)
      setMonth((shown) =>
        monthOf(date).year === shown.year && monthOf(date).month === shown.month ? shown : monthOf(date),
      );
  }, [date]);
  const weeks = monthGrid(month);
  // Without the rates (loading, or a failure the platform has logged) every day reads as having no bookings.
  const rates = useBookingRates(weeks.flat().map((d) => d.date)).data ?? {};
  return (
    <section aria-label={t("calendar.title")}>
      <div>
        <Button
          variant="text"
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={t("calendar.previous")}
        >
          ‹
        </Button>
        <strong>{`${month.year}-${String(month.month).padStart(2, "0")}`}</strong>
        <Button variant="text" onClick={() => setMonth(shiftMonth(month, 1))} aria-label={t("calendar.next")}>
          ›
        </Button>
      </div>
      <Grid>
        {weeks.flat().map((day) => (
          <button
            type="button"
            key={day.date}
            data-rate={rateStatus(rates[day.date] ?? 0)}
            data-out={day.inMonth ? undefined : "true"}
            aria-pressed={day.date === date}
            aria-label={`${day.date}: ${Math.round((rates[day.date] ?? 0) * 100)}%`}
            onClick={() => onPick(day.date)}
          >
            {Number(day.date.slice(8))}
          </button>
        ))}
      </Grid>
      <Legend
        label={t("calendar.legend")}
        entries={RATE_COLORS.map((swatch, i) => ({
          label: t(`calendar.rate${i}`),
          swatch,
          border: colors.border,
        }))}
      />
    </section>
  );
}
