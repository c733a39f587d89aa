import styled from "@emotion/styled";
import type {
  BookingsReport,
  RevenueReport,
  TopCustomersReport,
  UtilisationReport,
} from "contracts/domains/reports/schemas";
import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatPrice,
  formatPriceCompact,
  formatShortDate,
  weekdayNames,
} from "contracts/i18n/format";
import { isLanguage } from "contracts/i18n/languages";
import { useTexts } from "platform/i18n/use-texts";
import { Lead } from "ui-kit/page-kit";
import { ChartCard } from "./chart-card";
import { BarChart } from "./charts/bar-chart";
import { BarList } from "./charts/bar-list";
import { Heatmap } from "./charts/heatmap";
import { DataTable, palette } from "./charts/parts";
import { dashboardTexts } from "./texts";

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

const Subheading = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

/** The card's text and the user's language, with the formats every card uses. */
function useFormats() {
  const { t, i18n } = useTexts(dashboardTexts);
  const language = i18n.language;
  return {
    t,
    language,
    count: (value: number) => formatNumber(value, language),
    percent: (rate: number | null) =>
      rate === null ? t("figures.notAvailable") : formatPercent(rate, language),
    money: (cents: number) => formatPrice(cents, language),
    date: (value: string) => formatDate(value, language),
    day: (value: string) => formatShortDate(value, language),
  };
}

export function HeatmapCard({ report }: { report: UtilisationReport }) {
  const { t, language, count, percent } = useFormats();
  const short = weekdayNames(language, "short");
  const long = weekdayNames(language, "long");
  return (
    <ChartCard
      title={t("heatmap.title")}
      hint={t("heatmap.hint")}
      report="utilisation"
      period={report.period}
      chart={
        <Heatmap
          cells={report.bands}
          weekdays={short}
          hourLabel={hourLabel}
          percent={(rate) => percent(rate)}
          notForSale={t("heatmap.notForSale")}
          low={t("heatmap.legendLow")}
          high={t("heatmap.legendHigh")}
        />
      }
      table={
        <DataTable
          caption={t("heatmap.title")}
          rows={report.bands}
          rowKey={(band) => `${band.weekday} ${band.hour}`}
          columns={[
            { header: t("heatmap.weekday"), cell: (band) => `${long[band.weekday]} ${hourLabel(band.hour)}` },
            { header: t("heatmap.rate"), numeric: true, cell: (band) => percent(band.rate) },
            { header: t("heatmap.players"), numeric: true, cell: (band) => count(band.players) },
            { header: t("heatmap.places"), numeric: true, cell: (band) => count(band.places) },
          ]}
        />
      }
    />
  );
}

export function BookingsCard({ report }: { report: BookingsReport }) {
  const { t, count, date, day } = useFormats();
  const series = [
    { label: t("channels.online"), color: palette.online },
    { label: t("channels.offline"), color: palette.offline },
  ];
  return (
    <ChartCard
      title={t("channels.title")}
      report="bookings"
      period={report.period}
      chart={
        <BarChart
          series={series}
          rows={report.days.map((d) => ({
            key: d.date,
            label: day(d.date),
            values: [d.online.bookings, d.offline.bookings],
          }))}
          format={count}
          maxLabel={(value) => t("chart.max", { value })}
        />
      }
      table={
        <DataTable
          caption={t("channels.title")}
          rows={report.days}
          rowKey={(d) => d.date}
          columns={[
            { header: t("channels.date"), cell: (d) => date(d.date) },
            { header: t("channels.online"), numeric: true, cell: (d) => count(d.online.bookings) },
            { header: t("channels.offline"), numeric: true, cell: (d) => count(d.offline.bookings) },
            {
              header: t("channels.total"),
              numeric: true,
              cell: (d) => count(d.online.bookings + d.offline.bookings),
            },
          ]}
        />
      }
    />
  );
}

export function RevenueCard({ report }: { report: RevenueReport }) {
  const { t, language, money, date, day } = useFormats();
  const tierName = (name: string | null) => name ?? t("revenue.noCustomer");
  return (
    <ChartCard
      title={t("revenue.title")}
      report="revenue"
      period={report.period}
      chart={
        <>
          <BarChart
            series={[
              { label: t("revenue.paid"), color: palette.paid },
              { label: t("revenue.reserved"), color: palette.reserved },
            ]}
            rows={report.days.map((d) => ({
              key: d.date,
              label: day(d.date),
              values: [d.paidCents, d.reservedCents],
            }))}
            format={(cents) => formatPriceCompact(cents, language)}
            maxLabel={(value) => t("chart.max", { value })}
          />
          <Subheading>{t("revenue.byTier")}</Subheading>
          <BarList
            items={report.byTier.map((tier) => ({
              key: tier.tierId ?? "none",
              label: tierName(tier.name),
              value: tier.cents,
              text: money(tier.cents),
              color: tier.tierId ? palette.paid : palette.other,
            }))}
          />
        </>
      }
      table={
        <>
          <DataTable
            caption={t("revenue.title")}
            rows={report.days}
            rowKey={(d) => d.date}
            columns={[
              { header: t("revenue.date"), cell: (d) => date(d.date) },
              { header: t("revenue.paid"), numeric: true, cell: (d) => money(d.paidCents) },
              { header: t("revenue.reserved"), numeric: true, cell: (d) => money(d.reservedCents) },
              {
                header: t("revenue.total"),
                numeric: true,
                cell: (d) => money(d.paidCents + d.reservedCents),
              },
            ]}
          />
          <DataTable
            caption={t("revenue.byTier")}
            rows={report.byTier}
            rowKey={(tier) => tier.tierId ?? "none"}
            columns={[
              { header: t("revenue.tier"), cell: (tier) => tierName(tier.name) },
              {
                header: t("revenue.bookings"),
                numeric: true,
                cell: (tier) => formatNumber(tier.bookings, language),
              },
              { header: t("revenue.amount"), numeric: true, cell: (tier) => money(tier.cents) },
            ]}
          />
        </>
      }
    />
  );
}

const statusColour = (status: string) =>
  status === "noshow"
    ? palette.noshow
    : status === "cancelled" || status === "cancelPending"
      ? palette.cancelled
      : palette.other;

export function StatusesCard({ report }: { report: BookingsReport }) {
  const { t, language, count } = useFormats();
  const labels = reservationStatusLabels[isLanguage(language) ? language : "en"];
  return (
    <ChartCard
      title={t("statuses.title")}
      hint={t("statuses.hint")}
      report="bookings"
      period={report.period}
      chart={
        <BarList
          items={report.byStatus.map((row) => ({
            key: row.status,
            label: labels[row.status],
            value: row.bookings,
            text: count(row.bookings),
            color: statusColour(row.status),
          }))}
        />
      }
      table={
        <DataTable
          caption={t("statuses.title")}
          rows={report.byStatus}
          rowKey={(row) => row.status}
          columns={[
            { header: t("statuses.status"), cell: (row) => labels[row.status] },
            { header: t("statuses.bookings"), numeric: true, cell: (row) => count(row.bookings) },
            { header: t("statuses.players"), numeric: true, cell: (row) => count(row.players) },
          ]}
        />
      }
    />
  );
}

export function TopCustomersCard({ report }: { report: TopCustomersReport }) {
  const { t, count, money } = useFormats();
  return (
    <ChartCard
      title={t("customers.title")}
      hint={t("customers.hint")}
      report="top-customers"
      period={report.period}
      wide
      table={
        report.list.length === 0 ? (
          <Lead>{t("customers.empty")}</Lead>
        ) : (
          <DataTable
            caption={t("customers.title")}
            rows={report.list.map((row, index) => ({ ...row, rank: index + 1 }))}
            rowKey={(row) => row.customerId}
            columns={[
              { header: t("customers.rank"), cell: (row) => count(row.rank) },
              { header: t("customers.name"), cell: (row) => row.name },
              { header: t("customers.tier"), cell: (row) => row.tierName ?? "—" },
              { header: t("customers.rounds"), numeric: true, cell: (row) => count(row.rounds) },
              { header: t("customers.players"), numeric: true, cell: (row) => count(row.players) },
              { header: t("customers.amount"), numeric: true, cell: (row) => money(row.cents) },
            ]}
          />
        )
      }
    />
  );
}
