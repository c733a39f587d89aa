import styled from "@emotion/styled";
import { colors } from "ui-kit/tokens";

export interface HeatCell {
  weekday: number;
  hour: number;
  rate: number | null;
}

const Grid = styled.div<{ columns: number }>`
  display: grid;
  grid-template-columns: 3rem repeat(${(p) => p.columns}, minmax(0, 1fr));
  gap: 2px;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

const Head = styled.div`
  text-align: center;
  color: ${colors.muted};
  padding: 0.25rem 0;
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 1.75rem;
  border-radius: 3px;
`;

const Scale = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  white-space: nowrap;
  gap: 0.5rem;
  font-size: 0.75rem;
  color: ${colors.muted};
  margin-top: 0.5rem;
`;

/** Green deepening with the rate: white-ish when empty, the brand green when full. */
const shade = (rate: number) => `rgba(31, 111, 67, ${(0.08 + 0.92 * Math.min(1, rate)).toFixed(3)})`;

/**
 * Hours down, weekdays across (Sunday first), each cell shaded by its utilisation and labelled with it. Hidden from
 * screen readers, who read the chart's table instead.
 */
export function Heatmap({
  cells,
  weekdays,
  hourLabel,
  percent,
  notForSale,
  low,
  high,
}: {
  cells: readonly HeatCell[];
  /** Short weekday names, Sunday first. */
  weekdays: readonly string[];
  hourLabel: (hour: number) => string;
  percent: (rate: number) => string;
  notForSale: string;
  low: string;
  high: string;
}) {
  const hours = [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  const first = hours[0] ?? 0;
  const last = hours.at(-1) ?? -1;
  // Every hour from the first to the last with places, so a gap (a break between tee-ups) shows as one.
  const hoursShown = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const at = new Map(cells.map((cell) => [`${cell.weekday} ${cell.hour}`, cell]));
  return (
    <div aria-hidden="true">
      <Grid columns={weekdays.length}>
        <span />
        {weekdays.map((name) => (
          <Head key={name}>{name}</Head>
        ))}
        {hoursShown.map((hour) => [
          <Head key={`h${hour}`}>{hourLabel(hour)}</Head>,
          ...weekdays.map((name, weekday) => {
            const rate = at.get(`${weekday} ${hour}`)?.rate ?? null;
            return rate === null ? (
              <Cell
                key={name}
                title={`${name} ${hourLabel(hour)}: ${notForSale}`}
                css={{ background: colors.subtle, color: colors.muted }}
              >
                –
              </Cell>
            ) : (
              <Cell
                key={name}
                title={`${name} ${hourLabel(hour)}: ${percent(rate)}`}
                style={{ background: shade(rate), color: rate > 0.55 ? "#ffffff" : colors.text }}
              >
                {percent(rate)}
              </Cell>
            );
          }),
        ])}
      </Grid>
      <Scale>
        <span>{low}</span>
        <Cell
          css={{ width: "6rem", minHeight: "0.75rem" }}
          style={{ background: `linear-gradient(to right, ${shade(0)}, ${shade(1)})` }}
        />
        <span>{high}</span>
        <Cell css={{ width: "1rem", minHeight: "0.75rem", background: colors.subtle }} />
        <span>{notForSale}</span>
      </Scale>
    </div>
  );
}
