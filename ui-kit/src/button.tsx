import styled from "@emotion/styled";
import type { ButtonHTMLAttributes } from "react";
import { colors, focusRing } from "./tokens";

export type ButtonSize = "long" | "short" | "auto";
export type ButtonVariant = "primary" | "secondary" | "text";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** long: full width, 4rem high; short: 8rem wide (spec §9). */
  size?: ButtonSize;
  variant?: ButtonVariant;
}

// Short buttons are 8rem (spec §9) but may grow rather than wrap a longer Korean or Vietnamese label.
const widths: Record<ButtonSize, string> = { long: "width: 100%;", short: "min-width: 8rem;", auto: "" };

// Styling props are prefixed so they never reach the DOM (`size` is a real attribute of some elements).
const StyledButton = styled.button<{ $size: ButtonSize; $variant: ButtonVariant }>`
  ${(p) => widths[p.$size]}
  white-space: nowrap;
  min-height: ${(p) => (p.$size === "long" ? "4rem" : "2.75rem")};
  padding: 0 1.25rem;
  border-radius: 8px;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === "primary" ? colors.primary : p.$variant === "text" ? "transparent" : colors.border)};
  background: ${(p) => (p.$variant === "primary" ? colors.primary : "transparent")};
  color: ${(p) => (p.$variant === "primary" ? colors.primaryText : p.$variant === "text" ? colors.primary : colors.text)};
  &:hover:not(:disabled) {
    background: ${(p) => (p.$variant === "primary" ? colors.primaryHover : colors.subtle)};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function Button({ size = "auto", variant = "primary", type = "button", ...rest }: ButtonProps) {
  return <StyledButton $size={size} $variant={variant} type={type} {...rest} />;
}
