import styled from "@emotion/styled";
import type { Month } from "contracts/domains/common/dates";
import type { PaletteIndex } from "contracts/domains/schedules/calendar";
import { formatDate, formatMonth } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { MonthCalendar as Grid, Narrow, Wide } from "ui-kit/month-calendar";
import { colors } from "ui-kit/tokens";
import { paletteBackground, scheduleColors } from "./colors";
import { priceScheduleTexts } from "./texts";

export interface MonthCalendarProps {
  month: Month;
  today: string;
  statuses: ReadonlyMap<string, PaletteIndex>;
  /** The day's price, in full and in whole dollars for narrow screens. */
  prices: ReadonlyMap<string, { full: string; compact: string }>;
  selection: { from: string; to: string } | null;
  focusDate: string;
  onFocusDate: (date: string) => void;
  onSelect: (date: string) => void;
  onMonth: (by: number) => void;
}

/** A price is one word: "260 $" (Vietnamese puts the sign after) never leaves its sign on a line of its own. */
const Price = styled.span`
  font-size: 0.75rem;
  color: ${colors.text};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  @media (max-width: 640px) {
    font-size: 0.625rem;
  }
`;

/**
 * The month calendar of spec §2: the kit's month grid with each day coloured by its status and showing its price;
 * Sunday and Saturday in their colours, the selected range outlined.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, today, statuses, prices, selection, focusDate, onFocusDate, onSelect, onMonth } = props;
  const { t, i18n } = useTexts(priceScheduleTexts);
  const language = i18n.language;
  const statusOf = (date: string) => statuses.get(date) ?? 0;

  return (
    <Grid
      month={month}
      label={t("calendar.grid", { month: formatMonth(month, language) })}
      today={today}
      focusDate={focusDate}
      onFocusDate={onFocusDate}
      onSelect={onSelect}
      onMonth={onMonth}
      isSelected={(date) => selection !== null && date >= selection.from && date <= selection.to}
      selectedColor={scheduleColors.selected}
      weekendColors={scheduleColors}
      dayData={({ date }) => ({ "data-status": String(statusOf(date)) })}
      dayBackground={({ date }) => paletteBackground[statusOf(date)]}
      dayLabel={({ date }) => {
        const status = statusOf(date);
        return [
          formatDate(date, language),
          status === 1 || status === 3 ? t("calendar.public") : "",
          status === 2 || status === 3 ? t("calendar.hidden") : "",
          prices.get(date)?.full ?? "",
        ]
          .filter(Boolean)
          .join(", ");
      }}
      dayContent={({ date }) => {
        const price = prices.get(date);
        return (
          price && (
            <Price>
              <Wide>{price.full}</Wide>
              <Narrow>{price.compact}</Narrow>
            </Price>
          )
        );
      }}
    />
  );
}
