import styled from "@emotion/styled";
import { addDays, type Month, monthGrid } from "contracts/domains/common/dates";
import type { PaletteIndex } from "contracts/domains/schedules/calendar";
import { formatDate, formatMonth, weekdayNames } from "contracts/i18n/format";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { colors, focusRing } from "ui-kit/tokens";
import { SCHEDULE_NAMESPACE } from "../../i18n/translations";
import { paletteBackground, scheduleColors } from "./colors";

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

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 4px;
  @media (max-width: 640px) {
    border-spacing: 2px;
  }
`;

const Head = styled.th<{ $weekday: number }>`
  padding: 0.25rem 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => (p.$weekday === 0 ? scheduleColors.sunday : p.$weekday === 6 ? scheduleColors.saturday : colors.text)};
`;

const phone = "@media (max-width: 640px)";

/** Shown on wide screens only; its twin `Narrow` takes its place on a phone. */
const Wide = styled.span`
  ${phone} {
    display: none;
  }
`;
const Narrow = styled.span`
  display: none;
  ${phone} {
    display: inline;
  }
`;

const Cell = styled.td`
  padding: 0;
`;

const Day = styled.button<{ $background: string; $selected: boolean; $inMonth: boolean; $weekday: number }>`
  width: 100%;
  min-height: 4.5rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.25rem;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${(p) => p.$background};
  box-shadow: ${(p) => (p.$selected ? `inset 0 0 0 3px ${scheduleColors.selected}` : "none")};
  opacity: ${(p) => (p.$inMonth ? 1 : 0.45)};
  cursor: pointer;
  font: inherit;
  text-align: left;
  color: ${(p) => (p.$weekday === 0 ? scheduleColors.sunday : p.$weekday === 6 ? scheduleColors.saturday : colors.text)};
  &:focus-visible {
    ${focusRing}
  }
  @media (max-width: 640px) {
    min-height: 3.25rem;
    padding: 0.25rem;
  }
`;

const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.75rem;
  height: 1.75rem;
  border-radius: 999px;
  font-weight: 600;
  background: ${(p) => (p.$today ? colors.primary : "transparent")};
  color: ${(p) => (p.$today ? colors.primaryText : "inherit")};
`;

const Price = styled.span`
  font-size: 0.75rem;
  color: ${colors.text};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  @media (max-width: 640px) {
    font-size: 0.625rem;
  }
`;

const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month calendar of spec §2: Sunday-first weeks (at most six), each day coloured by its status and showing its
 * price. One day is in the tab order; arrow keys move it, Enter or Space selects, Page Up / Page Down change month.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, today, statuses, prices, selection, focusDate, onFocusDate, onSelect, onMonth } = props;
  const { t, i18n } = useTranslation(SCHEDULE_NAMESPACE);
  const language = i18n.language;
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const weeks = monthGrid(month);
  const names = weekdayNames(language, "short");
  const longNames = weekdayNames(language, "long");
  const narrowNames = weekdayNames(language, "narrow");

  // Focus follows the keyboard only: a re-render after loading must not pull focus into the grid.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const by = moves[event.key];
    if (by !== undefined) {
      event.preventDefault();
      moved.current = true;
      onFocusDate(addDays(focusDate, by));
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      event.preventDefault();
      moved.current = true;
      onMonth(event.key === "PageUp" ? -1 : 1);
    }
  };

  return (
    <Table
      ref={table}
      role="grid"
      aria-label={t("calendar.grid", { month: formatMonth(month, language) })}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {names.map((name, weekday) => (
            <Head key={name} scope="col" abbr={longNames[weekday]} $weekday={weekday}>
              <Wide>{name}</Wide>
              <Narrow aria-hidden="true">{narrowNames[weekday]}</Narrow>
            </Head>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map(({ date, inMonth }, weekday) => {
              const selected = selection !== null && date >= selection.from && date <= selection.to;
              const status = statuses.get(date) ?? 0;
              const price = prices.get(date);
              return (
                <Cell key={date} role="gridcell" aria-selected={selected}>
                  <Day
                    type="button"
                    data-date={date}
                    data-status={status}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-current={date === today ? "date" : undefined}
                    aria-label={[
                      formatDate(date, language),
                      status === 1 || status === 3 ? t("calendar.public") : "",
                      status === 2 || status === 3 ? t("calendar.hidden") : "",
                      price?.full ?? "",
                    ]
                      .filter(Boolean)
                      .join(", ")}
                    $background={paletteBackground[status]}
                    $selected={selected}
                    $inMonth={inMonth}
                    $weekday={weekday}
                    onClick={() => {
                      onFocusDate(date);
                      onSelect(date);
                    }}
                  >
                    <DayNumber $today={date === today}>{Number(date.slice(8))}</DayNumber>
                    {price && (
                      <Price>
                        <Wide>{price.full}</Wide>
                        <Narrow>{price.compact}</Narrow>
                      </Price>
                    )}
                  </Day>
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
