import type { ReactElement, ReactNode } from "react";
import { cloneElement, useId } from "react";
import { ErrorText } from "ui-kit/field-parts";
import { Field } from "ui-kit/page-kit";

/** What a form gives a field: where it is (focus on a refused submit), that it was left, and its problem. */
export interface FieldCheck {
  ref?: (element: HTMLElement | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * A labelled control with its problem under it, outside the label so the control's name stays the label's text;
 * the control is marked invalid and described by the problem.
 */
export function CheckedField({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  return (
    <div>
      <Field>
        {label}
        {cloneElement(children, {
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? id : undefined,
        })}
      </Field>
      {error && (
        <ErrorText id={id} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}
