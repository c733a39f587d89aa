import styled from "@emotion/styled";
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { ErrorText, FieldLabel, FieldWrapper, inputStyles } from "./field-parts";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  /** Already translated; shown under the input and announced with it. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

const Input = styled.input<{ invalid: boolean }>`
  ${(p) => inputStyles(p.invalid)}
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: #667085;
`;

export function TextField({ label, error, hint, required, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId} text={label} required={required} />
      <Input
        id={inputId}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrapper>
  );
}
