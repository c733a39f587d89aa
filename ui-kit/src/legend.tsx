import styled from "@emotion/styled";
import { colors } from "./tokens";

export interface LegendEntry {
  label: string;
  /** Any CSS background (a colour or a gradient). */
  swatch: string;
  border?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${colors.text};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

const Swatch = styled.span<{ $swatch: string; $border: string }>`
  width: 1rem;
  height: 1rem;
  border-radius: 4px;
  background: ${(p) => p.$swatch};
  border: 1px solid ${(p) => p.$border};
`;

/** The legend of coloured swatches of spec §2. */
export function Legend({ label, entries }: { label: string; entries: readonly LegendEntry[] }) {
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <Item key={entry.label}>
          <Swatch aria-hidden="true" $swatch={entry.swatch} $border={entry.border ?? colors.border} />
          {entry.label}
        </Item>
      ))}
    </List>
  );
}
