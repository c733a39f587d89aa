import styled from "@emotion/styled";
import type { TeeSheetPlace } from "contracts/domains/reservations/desk";
import { TAKES_PAYMENT } from "contracts/domains/reservations/payments";
import type { TeeSheet, TeeTime } from "contracts/domains/reservations/schemas";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { colors } from "ui-kit/tokens";
import { availableText, changedColor, offlineOnlyText, typeColors } from "../common/colors";
import { type CellPosition, PlaceCellView } from "./place-cell";
import { cellsOf, dayPosition, PLACES_PER_TIME, timeAt, timesOf } from "./sheet-model";
import { teeSheetTexts } from "./texts";

const Table = styled.table`
  border-collapse: collapse;
  font-size: 0.9375rem;
  /* At the start, not centred over a table wider than a phone, where its date was scrolled out of view. */
  caption {
    text-align: left;
  }
  th,
  td {
    border: 1px solid ${colors.border};
    padding: 0.25rem 0.5rem;
    height: 44px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${colors.subtle};
  }
  /* Narrow enough that one course (time, price and four places) fits beside the rate calendar on a laptop; a
     long name wraps. */
  td.place {
    min-width: 5rem;
    max-width: 11rem;
  }
  /* A phone: the price sits under the time, and a place is narrower, so a course's four places fit the width. */
  &[data-compact] td.place { min-width: 4rem; }
  &[data-compact] th,
  &[data-compact] td { padding: 0.25rem 0.375rem; }
  .price { display: block; font-weight: 400; font-size: 0.8125rem; }
  td[data-tone="offline"] { background: ${typeColors.offline}; }
  td[data-tone="online"] { background: ${typeColors.online}; }
  td[data-changed] { background: ${changedColor}; }
  /* While a party is dragged: the free places it fits on, and the one under the pointer. */
  td[data-drop="open"] { outline: 2px dashed ${availableText}; outline-offset: -4px; }
  td[data-drop="over"] { outline: 3px solid ${availableText}; outline-offset: -4px; background: ${typeColors.online}; }
  button[draggable] { cursor: grab; }
  /* Dimmed by colour, not opacity, so the text keeps its contrast. */
  tr[data-past] > th,
  tr[data-past] > td:not([data-tone]) {
    background: ${colors.subtle};
  }
  tr[data-past] > th,
  tr[data-past] > td:not([data-tone]),
  tr[data-past] > td:not([data-tone]) button {
    color: ${colors.muted};
  }
  tr[aria-current] > th { box-shadow: inset 4px 0 0 ${colors.primary}; }
  .waiting {
    display: block;
    font-size: 0.75rem;
    color: ${colors.muted};
  }
  .now {
    display: block;
    font-size: 0.75rem;
    font-weight: 700;
    color: ${colors.primary};
  }
  button {
    background: none;
    border: none;
    font: inherit;
    color: ${colors.text};
    cursor: pointer;
    text-align: left;
    min-height: 36px;
    width: 100%;
    padding: 0;
  }
  .open {
    color: ${availableText};
    font-weight: 700;
    text-decoration: underline;
  }
  .player[data-state="noshow"] .name { text-decoration: line-through; }
  .tier { font-size: 0.8125rem; }
  .states { display: flex; flex-wrap: wrap; gap: 0.25rem; margin-top: 0.125rem; }
  .badge {
    font-size: 0.75rem;
    padding: 0 0.25rem;
    border-radius: 4px;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  .badge.in, .badge.paid { font-weight: 700; }
  .badge.noshow { color: ${offlineOnlyText}; font-weight: 700; }
  .available {
    display: block;
    color: ${availableText};
    font-weight: 700;
  }
  .held {
    display: block;
    color: ${offlineOnlyText};
    font-weight: 700;
  }
  /* An online booking the golfer has not confirmed yet: its places free up at this time (the club's clock). */
  .hold-until {
    font-size: 0.8125rem;
    color: ${colors.muted};
  }
`;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

interface Props {
  sheet: TeeSheet;
  courses: TeeSheet["courses"];
  changed: ReadonlySet<string>;
  onOpenSpot: (courseId: string, teeTime: string) => void;
  onPlayer: (place: TeeSheetPlace, course: TeeSheet["courses"][number], teeTime: string) => void;
  /** A party dragged onto a free place of another tee time: move it there. */
  onMove: (reservationId: string, courseId: string, teeTime: string) => void;
  /** A phone (one course shown): the price and sale under the time instead of a column of their own. */
  compact?: boolean;
  /** How many parties on the waitlist would take a tee time, said under it ("2 waiting"); nothing for none. */
  waitingAt?: (teeTime: string) => string | null;
}

/** The party being dragged: what it needs room for and where it is now. */
interface Dragged {
  reservationId: string;
  players: number;
  courseId: string;
  teeTime: string;
}

/** A tee time's price per player and how it is sold, in the spec's words and colours. */
function Sale({ time }: { time: TeeTime | undefined }) {
  const { t, i18n } = useTexts(teeSheetTexts);
  if (!time) return null;
  return (
    <>
      {time.pricePerPlayerCents !== null && (
        <span className="price">{formatPrice(time.pricePerPlayerCents, i18n.language)}</span>
      )}
      {time.sale === "online" && <span className="available">{t("grid.available")}</span>}
      {time.sale === "offlineOnly" && <span className="held">{t("types.offlineOnly")}</span>}
    </>
  );
}

/**
 * The day's tee sheet as a grid of player places: a row per tee time, four places per course side by side. The
 * places are one Tab stop; the arrow keys move between them (Home and End to a row's ends), Enter opens one.
 */
export function TeeSheetGrid({
  sheet,
  courses,
  changed,
  onOpenSpot,
  onPlayer,
  onMove,
  compact = false,
  waitingAt,
}: Props) {
  const { t, i18n } = useTexts(teeSheetTexts);
  const times = timesOf(courses);
  const { current, isPast } = dayPosition(sheet, times);
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const currentRow = useRef<HTMLTableRowElement>(null);
  const scrolled = useRef(false);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  // A course's columns: its price (unless compact) and its places.
  const span = PLACES_PER_TIME + (compact ? 0 : 1);

  // Opened on the club's today, the sheet shows the tee time now playing (once: the desk scrolls on from there).
  useEffect(() => {
    if (scrolled.current || !currentRow.current) return;
    scrolled.current = true;
    currentRow.current.scrollIntoView?.({ block: "center" });
  });

  const cellAt = (row: number, col: number) =>
    table.current?.querySelector<HTMLButtonElement>(`button[data-row="${row}"][data-col="${col}"]`) ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: CellPosition) => {
    const width = courses.length * PLACES_PER_TIME - 1;
    let target: HTMLButtonElement | null = null;
    if (event.key === "Home" || event.key === "End") {
      const step = event.key === "Home" ? 1 : -1;
      for (let col = step > 0 ? 0 : width; !target && col >= 0 && col <= width; col += step)
        target = cellAt(at.row, col);
    } else {
      const move = ARROWS[event.key];
      if (!move) return;
      // Skip a course without that tee time or a place beyond capacity: the next place there is, if any.
      for (
        let row = at.row + move[0], col = at.col + move[1];
        row >= 0 && row < times.length && col >= 0 && col <= width;
        row += move[0], col += move[1]
      ) {
        target = cellAt(row, col);
        if (target) break;
      }
    }
    event.preventDefault();
    target?.focus();
  };

  // The Tab stop stays on a place that exists (the sheet may have changed under it).
  const hasActive = (row: number, col: number) => row === active.row && col === active.col;
  const firstButton = () => table.current?.querySelector("button[data-row]") ?? null;
  useEffect(() => {
    const first = firstButton();
    if (!cellAt(active.row, active.col) && first)
      setActive({ row: Number(first.getAttribute("data-row")), col: Number(first.getAttribute("data-col")) });
  });

  return (
    <Table ref={table} data-compact={compact ? "" : undefined}>
      <caption>{t("table.caption", { date: formatDate(sheet.date, i18n.language) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("fields.teeTime")}</th>
          {courses.map((course) => (
            <th key={course.courseId} scope="colgroup" colSpan={span}>
              {course.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {times.map((teeTime, row) => (
          <tr
            key={teeTime}
            ref={teeTime === current ? currentRow : undefined}
            aria-current={teeTime === current ? "time" : undefined}
            data-past={isPast(teeTime) ? "" : undefined}
          >
            <th scope="row">
              {teeTime}
              {teeTime === current && <span className="now">{t("grid.now")}</span>}
              {waitingAt?.(teeTime) && <span className="waiting">{waitingAt(teeTime)}</span>}
              {compact && courses.length === 1 && <Sale time={courses[0] && timeAt(courses[0], teeTime)} />}
            </th>
            {courses.map((course, index) => {
              const time = timeAt(course, teeTime);
              if (!time) return <td key={course.courseId} colSpan={span} />;
              return [
                !compact && (
                  <td key={`${course.courseId}-price`}>
                    <Sale time={time} />
                  </td>
                ),
                ...cellsOf(time).map((cell, place) => {
                  const col = index * PLACES_PER_TIME + place;
                  // A party on the sheet may be dragged to a free place of another tee time with room for it all.
                  const movable = cell.kind === "player" && TAKES_PAYMENT.includes(cell.place.status);
                  const fits =
                    dragged !== null &&
                    cell.kind === "open" &&
                    cell.free >= dragged.players &&
                    !(dragged.courseId === course.courseId && dragged.teeTime === teeTime);
                  return (
                    <PlaceCellView
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tee time's places are its columns
                      key={`${course.courseId}-${place}`}
                      cell={cell}
                      position={{ row, col }}
                      active={hasActive(row, col)}
                      timeZone={sheet.timeZone}
                      changed={cell.kind === "player" && changed.has(cell.place.reservationId)}
                      onFocus={setActive}
                      onKeyDown={onKeyDown}
                      onOpenSpot={() => onOpenSpot(course.courseId, teeTime)}
                      onPlayer={(p) => onPlayer(p, course, teeTime)}
                      onDragStart={
                        movable
                          ? () =>
                              setDragged({
                                reservationId: cell.place.reservationId,
                                players: cell.party.players,
                                courseId: course.courseId,
                                teeTime,
                              })
                          : undefined
                      }
                      onDragEnd={() => setDragged(null)}
                      onDropHere={
                        fits ? () => onMove(dragged.reservationId, course.courseId, teeTime) : undefined
                      }
                    />
                  );
                }),
              ];
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
