import styled from "@emotion/styled";
import { colors } from "ui-kit/tokens";

export interface BarItem {
  key: string;
  label: string;
  value: number;
  /** The value as shown beside the bar. */
  text: string;
  color: string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  font-size: 0.875rem;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.125rem;
  span:last-of-type {
    font-variant-numeric: tabular-nums;
    color: ${colors.muted};
  }
`;

const Track = styled.div`
  height: 0.625rem;
  border-radius: 999px;
  background: ${colors.subtle};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
`;

/** Horizontal bars with their label and figure written out: readable as a list as well as seen. */
export function BarList({ items }: { items: readonly BarItem[] }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <List>
      {items.map((item) => (
        <li key={item.key}>
          <Line>
            <span>{item.label}</span>
            <span>{item.text}</span>
          </Line>
          <Track aria-hidden="true">
            <Fill style={{ background: item.color, width: `${(item.value / max) * 100}%` }} />
          </Track>
        </li>
      ))}
    </List>
  );
}
