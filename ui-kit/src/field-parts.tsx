import styled from "@emotion/styled";
import { colors } from "./tokens";

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  width: 100%;
  /* As a grid or flex item, may shrink below the input's intrinsic width instead of overflowing a narrow screen. */
  min-width: 0;
`;

export const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.text};
`;

const Asterisk = styled.span`
  color: ${colors.error};
  margin-left: 0.2rem;
`;

/* Inline flow, not flex: when a long label wraps, the asterisk follows its last word instead of the far edge. */
const LabelRow = styled.div`
  line-height: 1.4;
`;

/**
 * A field's label with the red asterisk of a required field beside it, outside the <label> so the field's
 * accessible name stays the plain label text; the input itself carries aria-required.
 */
export function FieldLabel({
  htmlFor,
  id,
  text,
  required,
}: {
  htmlFor: string;
  id?: string;
  text: string;
  required?: boolean | undefined;
}) {
  return (
    <LabelRow>
      <Label htmlFor={htmlFor} id={id}>
        {text}
      </Label>
      {required && <RequiredMark />}
    </LabelRow>
  );
}

/** The red asterisk of a required field. */
export function RequiredMark() {
  return <Asterisk aria-hidden="true">*</Asterisk>;
}

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.error};
`;

export const inputStyles = (invalid: boolean) => `
  height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${invalid ? colors.error : colors.border};
  border-radius: 8px;
  font-size: 1rem;
  color: ${colors.text};
  background: ${colors.surface};
  &:focus {
    outline: 2px solid ${invalid ? colors.error : colors.focus};
    outline-offset: 0;
  }
  &[readonly] {
    background: ${colors.subtle};
  }
`;
