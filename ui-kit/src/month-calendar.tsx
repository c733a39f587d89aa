import styled from "@emotion/styled";
import { addDays, type Month, monthGrid } from "contracts/domains/common/dates";
import { weekdayNames } from "contracts/i18n/format";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { colors, focusRing, visuallyHidden } from "./tokens";

/** One day of the grid: its date, whether it is in the month shown, and its weekday (0 = Sunday). */
export interface CalendarDay {
  date: string;
  inMonth: boolean;
  weekday: number;
}

export interface MonthCalendarProps {
  month: Month;
  /** Names the grid for assistive technology (usually the month, in the user's language). */
  label: string;
  /** The one day in the tab order; arrow keys move it. */
  focusDate: string;
  onFocusDate: (date: string) => void;
  /** A day chosen by a click, Enter or Space. */
  onSelect: (date: string) => void;
  /** Page Up / Page Down: the month before (-1) or after (+1). Without it those keys do nothing. */
  onMonth?: (by: number) => void;
  isSelected: (date: string) => boolean;
  /** Marked as the current date (a filled circle around its number). */
  today?: string;
  /**
   * The day's accessible name: its date and what its colour and content say. It is the button's text for assistive
   * technology (the number and the content shown are hidden from it), so it names everything the day shows.
   */
  dayLabel: (day: CalendarDay) => string;
  /** The day's background (a colour or a gradient); white by default. */
  dayBackground?: (day: CalendarDay) => string;
  /** Shown under the day's number (large cells only). */
  dayContent?: (day: CalendarDay) => ReactNode;
  /** `data-*` attributes of the day's button, for tests and stylesheets (`{ "data-status": "1" }`). */
  dayData?: (day: CalendarDay) => Record<`data-${string}`, string | undefined>;
  /** Large cells with content (the price schedule), or small squares with the number only (a picker). */
  size?: "large" | "small";
  /** How a selected day is outlined. */
  selectedColor?: string;
  /** Sunday and Saturday in their own colours (header and day numbers); the text colour by default. */
  weekendColors?: { sunday: string; saturday: string };
}

const phone = "@media (max-width: 640px)";

const Table = styled.table<{ $small: boolean }>`
  width: ${(p) => (p.$small ? "auto" : "100%")};
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${(p) => (p.$small ? "2px" : "4px")};
  ${phone} {
    border-spacing: 2px;
  }
`;

const Head = styled.th<{ $color: string; $small: boolean }>`
  padding: 0.25rem 0;
  font-size: ${(p) => (p.$small ? "0.75rem" : "0.875rem")};
  font-weight: 600;
  color: ${(p) => p.$color};
`;

/** Shown on wide screens only; its twin `Narrow` takes its place on a phone. */
export const Wide = styled.span`
  ${phone} {
    display: none;
  }
`;
export const Narrow = styled.span`
  display: none;
  ${phone} {
    display: inline;
  }
`;

const Cell = styled.td`
  padding: 0;
`;

/**
 * A day of another month is greyed by a paler background and a grey number that still reads at 4.5:1 on every
 * background a caller gives (a translucent day would not).
 */
const outsideText = "#475467";
const paler = (background: string) =>
  `linear-gradient(rgba(255, 255, 255, 0.6), rgba(255, 255, 255, 0.6)), ${background}`;

/** The day's name for assistive technology: its date and what it shows, the number and content included. */
const DayName = styled.span`
  ${visuallyHidden}
`;

const Day = styled.button<{
  $background: string;
  $selected: boolean;
  $selectedColor: string;
  $inMonth: boolean;
  $color: string;
  $small: boolean;
}>`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  position: relative;
  border: 1px solid ${(p) => (p.$inMonth ? colors.border : colors.subtle)};
  background: ${(p) => (p.$inMonth ? p.$background : paler(p.$background))};
  cursor: pointer;
  font: inherit;
  color: ${(p) => (p.$inMonth ? p.$color : outsideText)};
  &:focus-visible {
    ${focusRing}
  }
  ${(p) =>
    p.$small
      ? `
  width: 2.25rem;
  height: 2.25rem;
  align-items: center;
  justify-content: center;
  padding: 0;
  border-radius: 4px;
  font-size: 0.8125rem;
  outline: ${p.$selected ? `2px solid ${p.$selectedColor}` : "none"};
`
      : `
  min-height: 4.5rem;
  align-items: flex-start;
  justify-content: space-between;
  padding: 0.375rem 0.5rem;
  border-radius: 8px;
  text-align: left;
  box-shadow: ${p.$selected ? `inset 0 0 0 3px ${p.$selectedColor}` : "none"};
  /* A phone's day is about 38 px wide: little side padding leaves a price such as "260 $" its whole width. */
  ${phone} {
    min-height: 3.25rem;
    padding: 0.25rem 0.125rem;
  }
`}
`;

const DayNumber = styled.span<{ $today: boolean; $small: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${(p) => (p.$small ? "auto" : "1.75rem")};
  height: ${(p) => (p.$small ? "auto" : "1.75rem")};
  border-radius: 999px;
  font-weight: ${(p) => (p.$small ? 400 : 600)};
  background: ${(p) => (p.$today ? colors.primary : "transparent")};
  color: ${(p) => (p.$today ? colors.primaryText : "inherit")};
`;

const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month as a grid of days, Sunday first (at most six weeks), with the weekday names in the user's language. One
 * day is in the tab order; arrow keys move it, Enter or Space select it, Page Up / Page Down change the month. The
 * caller decides each day's colour, content, name and whether it is selected; the grid only shows them.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, label, focusDate, onFocusDate, onSelect, onMonth, isSelected, today } = props;
  const { dayLabel, dayBackground, dayContent, dayData, weekendColors } = props;
  const small = props.size === "small";
  const selectedColor = props.selectedColor ?? colors.primary;
  const { i18n } = useTranslation();
  const language = i18n.language;
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const weeks = monthGrid(month);
  const longNames = weekdayNames(language, "long");
  const narrowNames = weekdayNames(language, "narrow");
  const shortNames = weekdayNames(language, "short");
  // A small cell is 2.25rem wide: three letters at most, or Vietnamese "Thứ 2" runs into "Thứ 3" beside it.
  const names = small && shortNames.some((name) => name.length > 3) ? narrowNames : shortNames;
  const colorOf = (weekday: number) =>
    weekday === 0 && weekendColors
      ? weekendColors.sunday
      : weekday === 6 && weekendColors
        ? weekendColors.saturday
        : colors.text;

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
    } else if (onMonth && (event.key === "PageUp" || event.key === "PageDown")) {
      event.preventDefault();
      moved.current = true;
      onMonth(event.key === "PageUp" ? -1 : 1);
    }
  };

  return (
    <Table ref={table} role="grid" aria-label={label} onKeyDown={onKeyDown} $small={small}>
      <thead>
        <tr>
          {names.map((name, weekday) => (
            <Head
              key={longNames[weekday]}
              scope="col"
              abbr={longNames[weekday]}
              $color={colorOf(weekday)}
              $small={small}
            >
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
              const day = { date, inMonth, weekday };
              const selected = isSelected(date);
              return (
                <Cell key={date} role="gridcell" aria-selected={selected}>
                  <Day
                    type="button"
                    data-date={date}
                    {...dayData?.(day)}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-current={date === today ? "date" : undefined}
                    $background={dayBackground?.(day) ?? colors.surface}
                    $selected={selected}
                    $selectedColor={selectedColor}
                    $inMonth={inMonth}
                    $color={colorOf(weekday)}
                    $small={small}
                    onClick={() => {
                      onFocusDate(date);
                      onSelect(date);
                    }}
                  >
                    {/* The name says all the day shows, in words; the number and content are for the eye. */}
                    <DayNumber aria-hidden="true" $today={date === today} $small={small}>
                      {Number(date.slice(8))}
                    </DayNumber>
                    {!small && dayContent && <span aria-hidden="true">{dayContent(day)}</span>}
                    <DayName>{dayLabel(day)}</DayName>
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
