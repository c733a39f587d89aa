import styled from "@emotion/styled";
import { addDays, daysInRange } from "contracts/domains/common/dates";
import {
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
  type ReservationStatus,
  type ReservationType,
} from "contracts/domains/reservations/rules";
import { RESERVATION_LIST_MAX_DAYS, type Reservation } from "contracts/domains/reservations/schemas";
import { formatDate, formatPrice, truncateAtWord } from "contracts/i18n/format";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { useTexts } from "platform/i18n/use-texts";
import { useClubLive } from "platform/live/use-club-live";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Dropdown } from "ui-kit/dropdown";
import { Lead, Page, Toolbar } from "ui-kit/page-kit";
import { PagedTable } from "ui-kit/paged-table";
import { TextField } from "ui-kit/text-field";
import { pathTo } from "../../paths";
import { changedColor, typeColors } from "../common/colors";
import { LiveNotice } from "../common/live-notice";
import { RateCalendar } from "../common/rate-calendar";
import { useReservations } from "./api/get-reservations";
import { listTexts } from "./texts";

/** The list takes the whole row (its ten columns need it); the rate calendar goes under it. */
const Tinted = styled.div`
  flex: 1 1 100%;
  min-width: 0;
  tr[data-tone="offline"] td { background: ${typeColors.offline}; }
  tr[data-tone="online"] td { background: ${typeColors.online}; }
  tr[data-tone="changed"] td { background: ${changedColor}; }
`;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  align-items: flex-start;
`;

/** The window of dates asked for: both ends, or none (the API's default window around the club's today). */
type DateRange = { from: string; to: string } | null;

/**
 * A window with one end moved to `value`: the other end follows when the window would run backwards or span
 * more days than the list reads at once.
 */
function moved(range: { from: string; to: string }, end: "from" | "to", value: string) {
  const longest = RESERVATION_LIST_MAX_DAYS - 1;
  if (end === "from") {
    const to =
      range.to < value || daysInRange(value, range.to) > RESERVATION_LIST_MAX_DAYS
        ? addDays(value, longest)
        : range.to;
    return { from: value, to };
  }
  const from =
    range.from > value || daysInRange(range.from, value) > RESERVATION_LIST_MAX_DAYS
      ? addDays(value, -longest)
      : range.from;
  return { from, to: value };
}

/**
 * Spec §5: the paged reservation list with filters and the rate calendar; a row opens the detail. It reads one
 * window of dates, shown in the From and To fields: by default the API's (the club's today and the days after it, the earliest first), or the one
 * chosen there or by a day of the calendar. A page reached from the one before it is read from that page's
 * cursor; a page number farther away by its number.
 */
export function ReservationListScreen() {
  const { t, i18n } = useTexts(listTexts);
  const navigate = useNavigate();
  // Changes made elsewhere refresh the list and the calendar; a changed row is marked for a moment.
  const live = useClubLive(useSelectedClubId());
  const [status, setStatus] = useState<ReservationStatus | "">("");
  const [type, setType] = useState<ReservationType | "">("");
  const [q, setQ] = useState("");
  const [range, setRange] = useState<DateRange>(null);
  const [page, setPage] = useState(1);
  const filters = {
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(range ?? {}),
  };
  // Where each page starts, as the page before it answered, with the total it was counted with, for the filters
  // they were read with.
  const starts = useRef(new Map<string, { cursor: string; total: number }>());
  const filterKey = JSON.stringify(filters);
  const start = starts.current.get(`${filterKey}|${page}`);
  const reservations = useReservations(
    { page, ...filters, ...(start ? { cursor: start.cursor } : {}) },
    start?.total,
  );
  const answer = reservations.data;
  // Only an answer to this very query (not the previous page kept on screen while it loads) says where the next starts.
  const current = reservations.isPlaceholderData ? undefined : answer;
  useEffect(() => {
    if (current?.nextCursor)
      starts.current.set(`${filterKey}|${current.page + 1}`, {
        cursor: current.nextCursor,
        total: current.total,
      });
  }, [current, filterKey]);
  const shown = range ?? (answer ? { from: answer.from, to: answer.to } : null);
  const choose = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  const open = (r: Reservation) =>
    navigate(pathTo("/reservation-detail", { id: r.reservationId }), { state: { reservation: r } });

  return (
    <Page
      title={t("titles.reservation")}
      actions={
        <Button variant="secondary" size="short" onClick={() => navigate(pathTo("/reservation-table"))}>
          {t("toTimetable")}
        </Button>
      }
    >
      <Toolbar>
        <Dropdown
          label={t("fields.status")}
          value={status}
          onChange={(value) => {
            setStatus(value as ReservationStatus | "");
            setPage(1);
          }}
          options={[
            { value: "", text: t("filters.all") },
            ...RESERVATION_STATUSES.map((s) => ({ value: s, text: t(`statuses.${s}`) })),
          ]}
        />
        <Dropdown
          label={t("fields.type")}
          value={type}
          onChange={(value) => {
            setType(value as ReservationType | "");
            setPage(1);
          }}
          options={[
            { value: "", text: t("filters.all") },
            ...RESERVATION_TYPES.map((s) => ({ value: s, text: t(`types.${s}`) })),
          ]}
        />
        <TextField
          label={t("filters.search")}
          type="search"
          value={q}
          maxLength={50}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          label={t("filters.from")}
          type="date"
          value={shown?.from ?? ""}
          disabled={!shown}
          onChange={(e) => shown && e.target.value && choose(moved(shown, "from", e.target.value))}
        />
        <TextField
          label={t("filters.to")}
          type="date"
          value={shown?.to ?? ""}
          disabled={!shown}
          onChange={(e) => shown && e.target.value && choose(moved(shown, "to", e.target.value))}
        />
        {range && (
          <Button variant="text" onClick={() => choose(null)}>
            {t("filters.defaultDates")}
          </Button>
        )}
      </Toolbar>
      <LiveNotice status={live.status} />
      <Lead>{range ? t("filters.window") : t("filters.defaultWindow")}</Lead>
      <Layout>
        <Tinted>
          <PagedTable<Reservation>
            caption={t("titles.reservation")}
            load={reservations}
            rowKey={(r) => r.reservationId}
            rowTone={(r) => (live.changed.has(r.reservationId) ? "changed" : r.type)}
            emptyText={t("noReservation")}
            errorText={t("loadFailed")}
            page={page}
            onPage={setPage}
            columns={[
              { key: "date", header: t("fields.date"), cell: (r) => formatDate(r.date, i18n.language) },
              { key: "time", header: t("fields.teeTime"), cell: (r) => r.teeTime, narrow: true },
              { key: "course", header: t("fields.course"), cell: (r) => r.courseName },
              {
                key: "name",
                header: t("fields.name"),
                cell: (r) => (
                  <Button variant="text" onClick={() => open(r)}>
                    {truncateAtWord(r.name, 60)}
                  </Button>
                ),
              },
              { key: "players", header: t("fields.players"), cell: (r) => r.players, narrow: true },
              { key: "status", header: t("fields.status"), cell: (r) => t(`statuses.${r.status}`) },
              { key: "type", header: t("fields.type"), cell: (r) => t(`types.${r.type}`) },
              {
                key: "price",
                header: t("fields.price"),
                cell: (r) => formatPrice(r.totalPriceCents, i18n.language),
              },
              { key: "memo", header: t("fields.memo"), cell: (r) => truncateAtWord(r.memo, 60), wrap: true },
            ]}
          />
        </Tinted>
        <RateCalendar
          date={range && range.from === range.to ? range.from : ""}
          onPick={(picked) => choose({ from: picked, to: picked })}
        />
      </Layout>
    </Page>
  );
}
