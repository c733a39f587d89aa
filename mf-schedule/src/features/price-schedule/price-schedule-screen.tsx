import styled from "@emotion/styled";
import {
  daysInRange,
  firstOfMonth,
  lastOfMonth,
  type Month,
  monthGrid,
  monthOf,
  shiftMonth,
  todayIn,
} from "contracts/domains/common/dates";
import { coversDate, selectionRange } from "contracts/domains/schedules/calendar";
import type { ScheduleList, ScheduleModify } from "contracts/domains/schedules/schemas";
import { formatDate, formatMonth, formatPrice, formatPriceCompact } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { combineLoads } from "ui-kit/combine-loads";
import { useAlert } from "ui-kit/dialogs";
import { Legend } from "ui-kit/legend";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { FieldRow, Page } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useSchedules } from "../common/api/get-schedules";
import { useScheduleClub } from "../common/use-schedule-club";
import { useScheduleDay } from "./api/get-schedule-day";
import { useScheduleStatuses } from "./api/get-schedule-statuses";
import { useModifySchedules } from "./api/modify-schedules";
import { paletteBackground, scheduleColors } from "./colors";
import { DayWindows } from "./day-windows";
import { ModifyPanel } from "./modify-panel";
import { MonthCalendar } from "./month-calendar";
import { priceScheduleTexts } from "./texts";

type ClubInfo = Omit<ScheduleList, "list">;

const Toolbar = styled(FieldRow)`
  justify-content: space-between;
  & > div {
    margin-bottom: 0;
  }
`;

const MonthNav = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** One line wherever it fits; on a phone a long month ("tháng 11 năm 2026") wraps between ‹ and ›. */
const MonthTitle = styled.h2`
  margin: 0;
  min-width: 9rem;
  text-align: center;
  font-size: 1.25rem;
  @media (max-width: 640px) {
    min-width: 0;
    font-size: 1.0625rem;
  }
`;

const Muted = styled.p`
  margin: 0.5rem 0;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

const Selection = styled.p`
  margin: 1rem 0 0;
  font-weight: 600;
`;

/** The grid's days, first to last (at most 42). */
const gridDates = (month: Month) => monthGrid(month).flatMap((week) => week.map((day) => day.date));

/** Same day of the month in another month, or its last day when that month is shorter. */
const sameDayIn = (date: string, month: Month) => {
  const day = date.slice(8);
  const last = lastOfMonth(month);
  return day > last.slice(8) ? last : `${firstOfMonth(month).slice(0, 8)}${day}`;
};

/** /price-schedule: the month calendar of the selected club (spec §2 "Price schedule"). */
export function PriceScheduleScreen() {
  const { t } = useTexts(priceScheduleTexts);
  const { clubId } = useScheduleClub();
  return (
    <Page title={t("titles.priceSchedule")}>
      {/* The route needs a club: without one, the platform shows the way to choose one instead. */}
      {clubId && <ScheduleCalendar key={clubId} />}
    </Page>
  );
}

/** The club's today decides the first month: the browser may be in another time zone than the club. */
function ScheduleCalendar() {
  const { t } = useTexts(priceScheduleTexts);
  const [guess] = useState(() => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));
  const opening = useSchedules({ from: guess, to: guess });
  // Once the calendar is shown it stays: a later read of this day that fails does not take it away.
  const state: LoadState<ClubInfo> | typeof opening = opening.data
    ? { status: "ready", data: opening.data }
    : opening;
  return (
    <LoadGate state={state} loading={t("calendar.loading")} failed={t("calendar.loadFailed")}>
      {(club) => <MonthView opening={club} />}
    </LoadGate>
  );
}

function MonthView({ opening }: { opening: ClubInfo }) {
  const { t, i18n } = useTexts(priceScheduleTexts);
  const language = i18n.language;
  const { canCreate, canUpdate } = useScheduleClub();
  const navigate = useNavigate();
  const messages = useMessages();
  const [month, setMonth] = useState<Month>(() => monthOf(opening.today));
  const [focusDate, setFocusDate] = useState(opening.today);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [other, setOther] = useState<string | null>(null);
  const [modifying, setModifying] = useState(false);
  const { alert, dialog } = useAlert();
  const modify = useModifySchedules();

  const dates = useMemo(() => gridDates(month), [month]);
  const list = useSchedules({ from: dates[0] ?? "", to: dates.at(-1) ?? "" });
  const statuses = useScheduleStatuses(dates);
  const club: ClubInfo = list.data ?? opening;
  const grid = combineLoads({ list, statuses });

  const statusMap = useMemo(() => new Map(Object.entries(statuses.data ?? {})), [statuses.data]);

  const single = anchor !== null && other === null ? anchor : null;
  const day = useScheduleDay(single).data ?? null;

  const prices = useMemo(() => {
    const map = new Map<string, { full: string; compact: string }>();
    if (!list.data) return map;
    for (const date of dates) {
      const cents = list.data.list
        .filter((schedule) => schedule.priceCents !== null && coversDate(schedule, date))
        .map((schedule) => schedule.priceCents as number);
      if (cents.length === 0) continue;
      const lowest = Math.min(...cents);
      const several = new Set(cents).size > 1;
      const full = formatPrice(lowest, language);
      map.set(date, {
        full: several ? t("calendar.priceFrom", { price: full }) : full,
        compact: `${formatPriceCompact(lowest, language)}${several ? "+" : ""}`,
      });
    }
    return map;
  }, [list.data, dates, language, t]);
  const goToMonth = useCallback((next: Month, focus?: string) => {
    setMonth(next);
    setFocusDate((current) => focus ?? sameDayIn(current, next));
  }, []);

  const onFocusDate = (date: string) => {
    setFocusDate(date);
    const target = monthOf(date);
    if (target.year !== month.year || target.month !== month.month) setMonth(target);
  };

  const onSelect = (date: string) => {
    if (anchor === null || other !== null) {
      setAnchor(date);
      setOther(null);
    } else if (date !== anchor) {
      setOther(date);
    }
  };

  const selection = anchor ? selectionRange(anchor, other) : null;

  const submitModify = async (change: ScheduleModify) => {
    try {
      await modify.mutateAsync(change);
      setModifying(false);
    } catch (error) {
      setModifying(false);
      const failure = messages.failure(error, "schedule_modify_failed");
      alert(failure, { title: failure === t("modify.failed") ? undefined : t("modify.failed") });
    }
  };

  // One block in the page, so the page's spacing between sections does not pull the calendar's parts apart.
  return (
    <div>
      <Toolbar>
        <FieldRow>
          <MonthNav>
            <Button
              variant="secondary"
              aria-label={t("calendar.previous")}
              onClick={() => goToMonth(shiftMonth(month, -1))}
            >
              ‹
            </Button>
            <MonthTitle aria-live="polite">{formatMonth(month, language)}</MonthTitle>
            <Button
              variant="secondary"
              aria-label={t("calendar.next")}
              onClick={() => goToMonth(shiftMonth(month, 1))}
            >
              ›
            </Button>
          </MonthNav>
          <Button variant="secondary" onClick={() => goToMonth(monthOf(club.today), club.today)}>
            {t("calendar.today")}
          </Button>
        </FieldRow>
        <FieldRow>
          {canUpdate && (
            <Button variant="secondary" disabled={!selection} onClick={() => setModifying(true)}>
              {t("calendar.modify")}
            </Button>
          )}
          {canCreate && (
            <Button onClick={() => navigate(pathTo("/add-schedule"))}>{t("calendar.add")}</Button>
          )}
        </FieldRow>
      </Toolbar>
      <Legend
        label={t("calendar.legend")}
        entries={[
          { label: t("calendar.public"), swatch: paletteBackground[1] },
          { label: t("calendar.hidden"), swatch: paletteBackground[2] },
          { label: t("calendar.selected"), swatch: "#ffffff", border: scheduleColors.selected },
        ]}
      />
      <Muted>{t("calendar.help")}</Muted>
      {/* The month's colours and prices: while they load or when they failed, the calendar stays, uncoloured. */}
      <LoadGate state={grid} loading={t("calendar.loading")} failed={t("calendar.loadFailed")}>
        {() => null}
      </LoadGate>
      <MonthCalendar
        month={month}
        today={club.today}
        statuses={statusMap}
        prices={prices}
        selection={selection}
        focusDate={focusDate}
        onFocusDate={onFocusDate}
        onSelect={onSelect}
        onMonth={(by) => goToMonth(shiftMonth(month, by))}
      />
      {selection ? (
        other !== null && (
          <Selection data-testid="selection">
            {t("calendar.rangeSelected", {
              from: formatDate(selection.from, language),
              to: formatDate(selection.to, language),
              count: daysInRange(selection.from, selection.to),
            })}
          </Selection>
        )
      ) : (
        <Muted>{t("calendar.noSelection")}</Muted>
      )}
      {day && single === day.date && <DayWindows date={day.date} windows={day.windows} />}
      {selection && modifying && (
        <ModifyPanel
          open
          range={selection}
          greenFees={club.greenFees}
          submitting={modify.isPending}
          onCancel={() => setModifying(false)}
          onSubmit={submitModify}
        />
      )}
      {dialog}
    </div>
  );
}
