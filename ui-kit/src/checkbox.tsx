import styled from "@emotion/styled";
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { colors } from "./tokens";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.text};
`;

const Box = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  accent-color: ${colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** A native checkbox, so Space toggles it and forms submit it like any input. */
export function Checkbox({ label, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Row>
      <Box type="checkbox" id={inputId} {...rest} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
}
