import styled from "@emotion/styled";
import { colors } from "ui-kit/tokens";
import { Legend } from "./parts";

export interface BarSeries {
  label: string;
  color: string;
}

export interface BarRow {
  key: string;
  /** Under the bar on the axis, and in its tooltip. */
  label: string;
  /** One value per series, stacked from the bottom in the series' order. */
  values: readonly number[];
}

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.75rem;
  color: ${colors.muted};
`;

const Max = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${colors.muted};
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 10rem;
  border-bottom: 1px solid ${colors.border};
`;

/**
 * Stacked bars, one per row (a day), drawn in SVG that stretches to the card's width. The drawing is hidden from
 * screen readers, who read the chart's table instead; a mouse shows each bar's figures in its tooltip.
 */
export function BarChart({
  series,
  rows,
  format,
  maxLabel,
}: {
  series: readonly BarSeries[];
  rows: readonly BarRow[];
  format: (value: number) => string;
  maxLabel: (value: string) => string;
}) {
  const totals = rows.map((row) => row.values.reduce((sum, value) => sum + value, 0));
  const max = Math.max(1, ...totals);
  const slot = 10;
  const middle = rows[Math.floor(rows.length / 2)];
  return (
    <div>
      <Legend items={series} />
      <Max>{maxLabel(format(Math.max(0, ...totals)))}</Max>
      <Svg viewBox={`0 0 ${rows.length * slot} 100`} preserveAspectRatio="none" aria-hidden="true">
        {rows.map((row, index) => {
          let top = 100;
          return (
            <g key={row.key}>
              <title>
                {`${row.label}: ${series.map((s, i) => `${s.label} ${format(row.values[i] ?? 0)}`).join(", ")}`}
              </title>
              {/* A transparent full-height bar, so the tooltip shows wherever the pointer is in the slot. */}
              <rect x={index * slot} y={0} width={slot} height={100} fill="transparent" />
              {row.values.map((value, i) => {
                const height = (value / max) * 100;
                top -= height;
                return (
                  <rect
                    key={series[i]?.label ?? i}
                    x={index * slot + slot * 0.1}
                    y={top}
                    width={slot * 0.8}
                    height={height}
                    fill={series[i]?.color}
                  />
                );
              })}
            </g>
          );
        })}
      </Svg>
      <Axis aria-hidden="true">
        <span>{rows[0]?.label}</span>
        {rows.length > 2 && <span>{middle?.label}</span>}
        {rows.length > 1 && <span>{rows[rows.length - 1]?.label}</span>}
      </Axis>
    </div>
  );
}
