import styled from "@emotion/styled";
import { inputStyles } from "./field-parts";
import { colors } from "./tokens";

export const Anchor = styled.div`
  position: relative;
`;

export const Trigger = styled.button<{ invalid: boolean }>`
  ${(p) => inputStyles(p.invalid)}
  width: 100%;
  text-align: left;
  cursor: pointer;
  &::after {
    content: "▾";
    float: right;
    color: ${colors.muted};
  }
`;

export const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  max-height: 200px;
  overflow-y: auto;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  box-shadow: 0 8px 16px rgba(16, 24, 40, 0.12);
  &:focus {
    outline: none;
  }
`;

export const Item = styled.li<{ active: boolean; chosen: boolean }>`
  padding: 0.5rem 0.75rem;
  cursor: pointer;
  background: ${(p) => (p.active ? colors.subtle : "transparent")};
  font-weight: ${(p) => (p.chosen ? 600 : 400)};
  &[aria-disabled="true"] {
    color: ${colors.muted};
    cursor: not-allowed;
  }
`;
