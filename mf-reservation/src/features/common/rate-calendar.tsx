import styled from "@emotion/styled";
import {
  firstOfMonth,
  type Month,
  monthGrid,
  monthOf,
  shiftMonth,
  todayIn,
} from "contracts/domains/common/dates";
import { rateStatus } from "contracts/domains/reservations/rules";
import { formatMonth } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useState } from "react";
import { Button } from "ui-kit/button";
import { Legend } from "ui-kit/legend";
import { MonthCalendar } from "ui-kit/month-calendar";
import { colors } from "ui-kit/tokens";
import { useBookingRates } from "./api/get-booking-rates";
import { commonTexts } from "./texts";

/** As wide as the month's grid, so it fits beside a table; the legend wraps within it. */
const Panel = styled.section`
  flex: 0 0 17rem;
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  white-space: nowrap;
  & > button {
    padding: 0 0.75rem;
  }
`;

/** Spec §4 calendar statuses 0–3: nearly full, filling, some bookings, none. */
export const RATE_COLORS = ["#f4a3a3", "#ffd48a", "#bfe3c0", "#ffffff"] as const;

const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month;

/** The month's booking rates (spec §7 stats) as a calendar; choosing a day calls `onPick` ("" marks no day). */
export function RateCalendar({ date, onPick }: { date: string; onPick: (date: string) => void }) {
  const { t, i18n } = useTexts(commonTexts);
  const [month, setMonth] = useState<Month>(() =>
    monthOf(date || todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
  const [focus, setFocus] = useState(date);
  // A date chosen elsewhere (the date picker, the club's today arriving) brings its month into view.
  useEffect(() => {
    if (date) setMonth((shown) => (sameMonth(monthOf(date), shown) ? shown : monthOf(date)));
  }, [date]);
  const weeks = monthGrid(month);
  // Without the rates (loading, or a failure the platform has logged) every day reads as having no bookings.
  const rates = useBookingRates(weeks.flat().map((d) => d.date)).data ?? {};
  const rateOf = (day: string) => rates[day] ?? 0;
  // The day in the tab order: the one last moved to, else the chosen one, else the month's first.
  const inView = (day: string) => Boolean(day) && sameMonth(monthOf(day), month);
  const focusDate = inView(focus) ? focus : inView(date) ? date : firstOfMonth(month);
  const moveFocus = (day: string) => {
    setFocus(day);
    if (!sameMonth(monthOf(day), month)) setMonth(monthOf(day));
  };
  const showMonth = (next: Month) => {
    setMonth(next);
    setFocus(firstOfMonth(next));
  };
  return (
    <Panel aria-label={t("calendar.title")}>
      <MonthBar>
        <Button
          variant="text"
          onClick={() => showMonth(shiftMonth(month, -1))}
          aria-label={t("calendar.previous")}
        >
          ‹
        </Button>
        <strong>{formatMonth(month, i18n.language)}</strong>
        <Button
          variant="text"
          onClick={() => showMonth(shiftMonth(month, 1))}
          aria-label={t("calendar.next")}
        >
          ›
        </Button>
      </MonthBar>
      <MonthCalendar
        size="small"
        month={month}
        label={`${t("calendar.title")}: ${formatMonth(month, i18n.language)}`}
        focusDate={focusDate}
        onFocusDate={moveFocus}
        onSelect={onPick}
        onMonth={(by) => showMonth(shiftMonth(month, by))}
        isSelected={(day) => day === date}
        dayData={(day) => ({ "data-rate": String(rateStatus(rateOf(day.date))) })}
        dayBackground={(day) => RATE_COLORS[rateStatus(rateOf(day.date))]}
        dayLabel={(day) => `${day.date}: ${Math.round(rateOf(day.date) * 100)}%`}
      />
      <Legend
        label={t("calendar.legend")}
        entries={RATE_COLORS.map((swatch, i) => ({
          label: t(`calendar.rate${i}`),
          swatch,
          border: colors.border,
        }))}
      />
    </Panel>
  );
}
