import styled from "@emotion/styled";
import { todayIn } from "contracts/domains/common/dates";
import type { Period } from "contracts/domains/reports/schemas";
import { formatDate } from "contracts/i18n/format";
import { useClubTimeZone } from "platform/data/shared-reads";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { combineLoads } from "ui-kit/combine-loads";
import { LoadGate } from "ui-kit/load-gate";
import { Lead, Page } from "ui-kit/page-kit";
import { useBookingsReport } from "./api/get-bookings-report";
import { useRevenueReport } from "./api/get-revenue-report";
import { useTopCustomersReport } from "./api/get-top-customers-report";
import { useUtilisationReport } from "./api/get-utilisation-report";
import { Figures } from "./figures";
import { type Preset, presetPeriod } from "./period";
import { PeriodPicker } from "./period-picker";
import { BookingsCard, HeatmapCard, RevenueCard, StatusesCard, TopCustomersCard } from "./report-cards";
import { dashboardTexts } from "./texts";

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: 1rem;
  align-items: start;
`;

/**
 * /dashboard: the selected club's figures over a period (this week, this month, the last 30 days or the user's
 * own dates, from the club's today), each beside the period before: headline figures, utilisation by hour and
 * weekday, bookings by channel, revenue by day and tier, no-shows and cancellations, and the top customers.
 */
export function DashboardScreen() {
  const { t, i18n } = useTexts(dashboardTexts);
  const language = i18n.language;
  const timeZone = useClubTimeZone();
  const today = timeZone.data ? todayIn(timeZone.data) : null;
  const [preset, setPreset] = useState<Preset>("last30");
  const [custom, setCustom] = useState<Period | null>(null);
  const period = today === null ? null : preset === "custom" ? custom : presetPeriod(preset, today);
  const state = combineLoads({
    timeZone,
    utilisation: useUtilisationReport(period),
    bookings: useBookingsReport(period),
    revenue: useRevenueReport(period),
    topCustomers: useTopCustomersReport(period),
  });
  const date = (value: string) => formatDate(value, language);
  return (
    <Page title={t("titles.dashboard")} lead={t("dashboard.lead")}>
      <PeriodPicker
        preset={preset}
        period={period}
        onPreset={(next) => {
          if (next === "custom") setCustom(period);
          setPreset(next);
        }}
        onCustom={setCustom}
      />
      <LoadGate
        state={state}
        loading={t("dashboard.loading")}
        isEmpty={(reports) => reports.bookings.total.bookings === 0}
        empty={
          state.status === "ready" &&
          t("dashboard.empty", {
            from: date(state.data.bookings.period.from),
            to: date(state.data.bookings.period.to),
          })
        }
      >
        {(reports) => (
          <>
            <Lead>
              {t("dashboard.comparedWith", {
                from: date(reports.utilisation.period.from),
                to: date(reports.utilisation.period.to),
                previousFrom: date(reports.utilisation.previousPeriod.from),
                previousTo: date(reports.utilisation.previousPeriod.to),
              })}
            </Lead>
            <Figures
              utilisation={reports.utilisation}
              bookings={reports.bookings}
              revenue={reports.revenue}
            />
            <Cards>
              <HeatmapCard report={reports.utilisation} />
              <BookingsCard report={reports.bookings} />
              <RevenueCard report={reports.revenue} />
              <StatusesCard report={reports.bookings} />
              <TopCustomersCard report={reports.topCustomers} />
            </Cards>
          </>
        )}
      </LoadGate>
    </Page>
  );
}
