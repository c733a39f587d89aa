import styled from "@emotion/styled";
import {
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
  type ReservationStatus,
  type ReservationType,
} from "contracts/domains/reservations/rules";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { formatPrice, truncateAtWord } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Dropdown } from "ui-kit/dropdown";
import { Page, Toolbar } from "ui-kit/page-kit";
import { PagedTable } from "ui-kit/paged-table";
import { TextField } from "ui-kit/text-field";
import { typeColors } from "../common/colors";
import { RateCalendar } from "../common/rate-calendar";
import { useReservations } from "./api/get-reservations";
import { listTexts } from "./texts";

/* The calendar comes beside the list only where the list keeps every column in view. */
const Tinted = styled.div`
  flex: 1 1 52rem;
  min-width: 0;
  tr[data-tone="offline"] td { background: ${typeColors.offline}; }
  tr[data-tone="online"] td { background: ${typeColors.online}; }
`;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  align-items: flex-start;
`;

/** Spec §5: the paged reservation list with filters and the rate calendar; a row opens the detail. */
export function ReservationListScreen() {
  const { t, i18n } = useTexts(listTexts);
  const navigate = useNavigate();
  const [status, setStatus] = useState<ReservationStatus | "">("");
  const [type, setType] = useState<ReservationType | "">("");
  const [q, setQ] = useState("");
  const [date, setDate] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const reservations = useReservations({
    page,
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(date ? { from: date, to: date } : {}),
  });

  const open = (r: Reservation) =>
    navigate(`/reservation-detail?id=${r.reservationId}`, { state: { reservation: r } });

  return (
    <Page
      title={t("titles.reservation")}
      actions={
        <Button variant="secondary" size="short" onClick={() => navigate("/reservation-table")}>
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
        {date && (
          <Button variant="text" onClick={() => setDate(null)}>
            {t("filters.allDates")}
          </Button>
        )}
      </Toolbar>
      <Layout>
        <Tinted>
          <PagedTable<Reservation>
            caption={t("titles.reservation")}
            load={reservations}
            rowKey={(r) => r.reservationId}
            rowTone={(r) => r.type}
            emptyText={t("noReservation")}
            errorText={t("loadFailed")}
            page={page}
            onPage={setPage}
            columns={[
              { key: "date", header: t("fields.date"), cell: (r) => r.date },
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
          date={date ?? ""}
          onPick={(picked) => {
            setDate(picked);
            setPage(1);
          }}
        />
      </Layout>
    </Page>
  );
}
