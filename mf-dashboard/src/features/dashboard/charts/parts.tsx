import styled from "@emotion/styled";
import { createContext, type ReactNode, useContext, useId } from "react";
import { colors } from "ui-kit/tokens";

/** The dashboard's colours: each series also has a name beside its swatch, so colour is never the only cue. */
export const palette = {
  online: "#2e90fa",
  offline: colors.primary,
  paid: colors.primary,
  reserved: "#8cc7a1",
  noshow: "#d92d20",
  cancelled: "#f79009",
  other: "#98a2b3",
} as const;

/** Hidden from the eye, read by screen readers: the table view stays in the page while the chart shows. */
export const srOnly = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

/**
 * False while the table stands behind its chart, read by screen readers only: then it is no scrolling region and no
 * stop of the Tab key, which would land a keyboard user on something they cannot see.
 */
export const TableInSight = createContext(true);

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    color: ${colors.muted};
    font-weight: 600;
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A chart's figures as a table: what screen readers read, and what anyone can switch to. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const captionId = useId();
  const inSight = useContext(TableInSight);
  const table = (
    <Table>
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? "number" : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.header} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={column.numeric ? "number" : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  if (!inSight) return table;
  return (
    // A wide table scrolls inside its card on a phone; focusable, so it scrolls from the keyboard too.
    <Scroll tabIndex={0} role="group" aria-labelledby={captionId}>
      {table}
    </Scroll>
  );
}

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: ${colors.muted};
  li {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

const Swatch = styled.span<{ color: string }>`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 3px;
  background: ${(p) => p.color};
  flex: none;
`;

export function Legend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <LegendList>
      {items.map((item) => (
        <li key={item.label}>
          <Swatch color={item.color} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </LegendList>
  );
}
