import styled from "@emotion/styled";
import { type KeyboardEvent, useId, useRef } from "react";
import { colors, focusRing } from "./tokens";

export interface SegmentedToggleProps<T extends string> {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * Segments wrap onto a second row when they do not fit (four Vietnamese periods on a phone) instead of being cut
 * at the screen's edge or breaking their words; the group's colour between them draws the lines.
 */
const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 1px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  overflow: hidden;
  max-width: 100%;
  background: ${colors.border};
`;

const Segment = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
  min-height: 2.5rem;
  padding: 0 1rem;
  border: none;
  white-space: nowrap;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  background: ${(p) => (p.$active ? colors.primary : colors.surface)};
  color: ${(p) => (p.$active ? colors.primaryText : colors.text)};
  &:focus-visible {
    ${focusRing}
    outline-offset: -3px;
  }
`;

const Caption = styled.span`
  display: block;
  margin-bottom: 0.375rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.text};
`;

/** The segmented toggle of spec §2: one active segment; a radio group for assistive technology and the keyboard. */
export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedToggleProps<T>) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!by) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + by + options.length) % options.length];
    if (!next) return;
    onChange(next.value);
    group.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div>
      <Caption id={id}>{label}</Caption>
      <Group ref={group} role="radiogroup" aria-labelledby={id} onKeyDown={onKeyDown}>
        {options.map((option) => (
          <Segment
            key={option.value}
            type="button"
            role="radio"
            data-value={option.value}
            aria-checked={option.value === value}
            tabIndex={option.value === value ? 0 : -1}
            $active={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.text}
          </Segment>
        ))}
      </Group>
    </div>
  );
}
