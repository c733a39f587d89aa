import styled from "@emotion/styled";
import type { BookingsReport, RevenueReport, UtilisationReport } from "contracts/domains/reports/schemas";
import { formatNumber, formatPercent, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { colors } from "ui-kit/tokens";
import { type Change, pointsChange, relativeChange } from "./change";
import { dashboardTexts } from "./texts";

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 0.75rem;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  dt {
    font-size: 0.875rem;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
  }
  container-type: inline-size;
  .value {
    /* Sized to the card: a seven-figure amount ("US$1,075,420.00" in Korean) stays whole on its line in the four
       cards of a 1280 px screen instead of breaking off its cents; a wide card keeps the full size. */
    font-size: clamp(1rem, 9.5cqi, 1.375rem);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* A longer amount still wraps rather than spill out (Vietnamese "1.075.420,00 US$" at its space). */
    overflow-wrap: anywhere;
  }
  .detail,
  .change {
    font-size: 0.8125rem;
    color: ${colors.muted};
  }
`;

const arrows = { up: "▲", down: "▼" } as const;

/** The headline figures, each with how it moved against the previous period, in words. */
export function Figures({
  utilisation,
  bookings,
  revenue,
}: {
  utilisation: UtilisationReport;
  bookings: BookingsReport;
  revenue: RevenueReport;
}) {
  const { t, i18n } = useTexts(dashboardTexts);
  const language = i18n.language;
  const percent = (rate: number | null) =>
    rate === null ? t("figures.notAvailable") : formatPercent(rate, language, 1);
  const changeText = (change: Change) => {
    if (change.kind === "none" || change.kind === "same") return t(`change.${change.kind}`);
    const amount =
      change.unit === "ratio"
        ? formatPercent(change.amount, language)
        : t("change.points", { value: formatNumber(change.amount, language) });
    return `${arrows[change.kind]} ${t(`change.${change.kind}`, { change: amount })}`;
  };
  const figures = [
    {
      key: "utilisation",
      label: t("figures.utilisation"),
      value: percent(utilisation.total.rate),
      detail:
        utilisation.total.places === 0
          ? t("figures.noPlaces")
          : t("figures.utilisationDetail", {
              players: formatNumber(utilisation.total.players, language),
              places: formatNumber(utilisation.total.places, language),
            }),
      change: pointsChange(utilisation.total.rate, utilisation.previousTotal.rate),
    },
    {
      key: "bookings",
      label: t("figures.bookings"),
      value: formatNumber(bookings.total.bookings, language),
      detail: `${t("figures.players")} ${formatNumber(bookings.total.players, language)}`,
      change: relativeChange(bookings.total.bookings, bookings.previousTotal.bookings),
    },
    {
      key: "revenue",
      label: t("figures.revenue"),
      value: formatPrice(revenue.totalCents, language),
      detail: t("figures.revenueDetail"),
      change: relativeChange(revenue.totalCents, revenue.previousTotalCents),
    },
    {
      key: "noShow",
      label: t("figures.noShowRate"),
      value: percent(bookings.noShow.rate),
      detail: t("figures.noShowDetail", {
        noShows: formatNumber(bookings.noShow.noShows, language),
        expected: formatNumber(bookings.noShow.expected, language),
      }),
      change: pointsChange(bookings.noShow.rate, bookings.previousNoShow.rate),
    },
  ];
  return (
    <section aria-label={t("figures.title")}>
      <List>
        {figures.map((figure) => (
          <Figure key={figure.key}>
            <dt>{figure.label}</dt>
            <dd className="value">{figure.value}</dd>
            <dd className="detail">{figure.detail}</dd>
            <dd className="change">{changeText(figure.change)}</dd>
          </Figure>
        ))}
      </List>
    </section>
  );
}
