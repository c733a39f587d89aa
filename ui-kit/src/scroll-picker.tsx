import styled from "@emotion/styled";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { colors, focusRing } from "./tokens";

/** spec §9: items snap every 50px; the value is read 100 ms after scrolling stops. */
export const SCROLL_PICKER_ITEM_PX = 50;
export const SCROLL_PICKER_DEBOUNCE_MS = 100;
const VISIBLE_ITEMS = 3;

export interface ScrollPickerProps {
  label: string;
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** How a value is shown, e.g. zero-padded. */
  format?: (value: number) => string;
}

const Wheel = styled.div`
  position: relative;
  width: 4.5rem;
  height: ${SCROLL_PICKER_ITEM_PX * VISIBLE_ITEMS}px;
  overflow-y: auto;
  scroll-snap-type: y mandatory;
  scrollbar-width: none;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  &:focus-visible {
    ${focusRing}
  }
  &::-webkit-scrollbar {
    display: none;
  }
`;

/* The empty space above and below lets the first and last values reach the middle row. */
const Spacer = styled.div`
  height: ${SCROLL_PICKER_ITEM_PX}px;
`;

const Option = styled.div<{ $selected: boolean }>`
  height: ${SCROLL_PICKER_ITEM_PX}px;
  display: flex;
  align-items: center;
  justify-content: center;
  scroll-snap-align: center;
  font-size: 1.25rem;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  color: ${(p) => (p.$selected ? colors.primaryText : colors.text)};
  background: ${(p) => (p.$selected ? colors.primary : "transparent")};
  border-radius: 6px;
`;

/** How far a key moves the choice: one, five (Page Up/Down), or to either end (Home/End). */
function keySteps(key: string, count: number): number | undefined {
  const steps: Record<string, number> = {
    ArrowUp: -1,
    ArrowDown: 1,
    PageUp: -5,
    PageDown: 5,
    Home: -count,
    End: count,
  };
  return steps[key];
}

/**
 * The hour scroll picker of spec §2: a wheel of values that snaps each item to the middle. Scrolling settles on the
 * middle value; a click or the arrow keys (Home/End, Page Up/Down by five) pick one directly.
 */
export function ScrollPicker({ label, values, value, onChange, format = String }: ScrollPickerProps) {
  const wheel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const index = Math.max(0, values.indexOf(value));

  // Keep the chosen value in the middle row when it changes from outside or by keyboard.
  useEffect(() => {
    const element = wheel.current;
    if (!element) return;
    const top = index * SCROLL_PICKER_ITEM_PX;
    if (Math.abs(element.scrollTop - top) >= 1) element.scrollTo?.({ top });
  }, [index]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onScroll = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const element = wheel.current;
      if (!element) return;
      const settled = Math.round(element.scrollTop / SCROLL_PICKER_ITEM_PX);
      const next = values[Math.min(values.length - 1, Math.max(0, settled))];
      if (next !== undefined && next !== value) onChange(next);
    }, SCROLL_PICKER_DEBOUNCE_MS);
  };

  const step = (by: number) => {
    const next = values[Math.min(values.length - 1, Math.max(0, index + by))];
    if (next !== undefined) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = keySteps(event.key, values.length);
    if (by === undefined) return;
    event.preventDefault();
    step(by);
  };

  return (
    <Wheel
      ref={wheel}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={`${id}-${index}`}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      <Spacer />
      {values.map((option, i) => (
        <Option
          key={option}
          id={`${id}-${i}`}
          role="option"
          aria-selected={option === value}
          $selected={option === value}
          onClick={() => onChange(option)}
        >
          {format(option)}
        </Option>
      ))}
      <Spacer />
    </Wheel>
  );
}
