import styled from "@emotion/styled";
import { useTexts } from "platform/i18n/use-texts";
import type { ReactNode, Ref } from "react";
import { Button } from "ui-kit/button";
import { ErrorText } from "ui-kit/field-parts";
import { type ClubFormState, Hint, InlineRow, RowBox, RowHeader, Section } from "./form-parts";
import { clubFormTexts } from "./texts";

/** The end of a list: what is wrong with the list as a whole, and its Add button. */
const ListEnd = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  &:focus {
    outline: none;
  }
`;

export interface RowListSectionProps<T> {
  /** The section's title, also the list's name when the list as a whole is invalid. */
  title: string;
  hint: string;
  rows: readonly T[];
  /** How many rows the list must and may hold. */
  limits: { min: number; max: number };
  disabled: boolean;
  /** What is wrong with the list as a whole, above its Add button. */
  error: string | undefined;
  /** The end of the list, focused when the list as a whole is invalid. */
  endRef: Ref<HTMLDivElement>;
  onChange: (rows: readonly T[]) => void;
  newRow: () => T;
  addLabel: string;
  /** The name of a row's Remove button ("Remove course 2"); rows are numbered from 1. */
  removeLabel: (number: number) => string;
  /**
   * A titled row is a box headed by its title and its Remove button; an untitled row (a single field) has its Remove
   * button beside its input.
   */
  rowTitle?: (number: number) => string;
  /** Asked instead of adding a row past the maximum; without it, Add is disabled at the maximum. */
  onLimit?: () => void;
  /** A row's fields. */
  fields: (index: number, number: number) => ReactNode;
}

type ListKey = "courses" | "greenFees" | "teeUps";

/** A list of the club form bound to a RowListSection: its rows, its own error and its place for the focus. */
export function formList<K extends ListKey>(form: ClubFormState, key: K, title: string) {
  const list = form.list(key, title);
  return { title, rows: list.rows, error: list.error, endRef: list.ref, onChange: list.set };
}

/**
 * Inside a numbered row the visible label is short ("Regular price ($)"); the field's name says which row it is in
 * ("Green fee 2: regular price ($)"), for screen readers and for the dialog that names an invalid field.
 */
export const rowLabel = (visible: string, full: string) => ({ label: visible, "aria-label": full });

interface NumberedRowProps {
  title: string | undefined;
  remove: ReactNode;
  children: ReactNode;
}

/** One row of a list: titled, a box headed by its title and Remove button; untitled, its field with Remove beside it. */
function NumberedRow({ title, remove, children }: NumberedRowProps) {
  return title === undefined ? (
    <InlineRow>
      {children}
      {remove}
    </InlineRow>
  ) : (
    <RowBox>
      <RowHeader>
        <h3>{title}</h3>
        {remove}
      </RowHeader>
      {children}
    </RowBox>
  );
}

/** A section holding a repeatable list (courses, green fees, tee-ups): numbered rows, each removable, then Add. */
export function RowListSection<T>({
  title,
  hint,
  rows,
  limits,
  disabled,
  error,
  endRef,
  onChange,
  newRow,
  addLabel,
  removeLabel,
  rowTitle,
  onLimit,
  fields,
}: RowListSectionProps<T>) {
  const { t } = useTexts(clubFormTexts);
  const full = rows.length >= limits.max;

  const removeButton = (index: number) => (
    <Button
      variant={rowTitle ? "text" : "secondary"}
      aria-label={removeLabel(index + 1)}
      disabled={disabled || rows.length <= limits.min}
      onClick={() => onChange(rows.filter((_, i) => i !== index))}
    >
      {t("form.rows.remove")}
    </Button>
  );

  return (
    <Section title={title}>
      <Hint>{hint}</Hint>
      {rows.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved; their inputs are controlled.
        <NumberedRow key={index} title={rowTitle?.(index + 1)} remove={removeButton(index)}>
          {fields(index, index + 1)}
        </NumberedRow>
      ))}
      <ListEnd ref={endRef} tabIndex={-1}>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button
          variant="secondary"
          disabled={disabled || (full && !onLimit)}
          onClick={() => (full ? onLimit?.() : onChange([...rows, newRow()]))}
        >
          {addLabel}
        </Button>
      </ListEnd>
    </Section>
  );
}
