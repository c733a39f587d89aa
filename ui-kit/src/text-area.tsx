import styled from "@emotion/styled";
import { type Ref, type TextareaHTMLAttributes, useId } from "react";
import { ErrorText, FieldLabel, FieldWrapper, inputStyles } from "./field-parts";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Already translated; shown under the text area and announced with it. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

const Area = styled.textarea<{ invalid: boolean }>`
  ${(p) => inputStyles(p.invalid)}
  height: auto;
  min-height: 6rem;
  padding: 0.625rem 0.75rem;
  font-family: inherit;
  line-height: 1.5;
  resize: vertical;
`;

/** A multi-line text field with the kit's label and error (notes, a booking's memo). */
export function TextArea({ label, error, required, id, ...rest }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={areaId} text={label} required={required} />
      <Area
        id={areaId}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...rest}
      />
      {error && (
        <ErrorText id={`${areaId}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrapper>
  );
}
