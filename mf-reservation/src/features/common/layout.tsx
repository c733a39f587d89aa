import styled from "@emotion/styled";
import { colors, fontFamily } from "shared/ui/tokens";

export const Page = styled.section`
  padding: 1.5rem 2rem 3rem;
  font-family: ${fontFamily};
  color: ${colors.text};
  max-width: 80rem;
  @media (max-width: 640px) {
    padding: 1rem 0.75rem 2rem;
  }
  h1 {
    margin: 0 0 1rem;
    font-size: 1.5rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  color: ${colors.muted};
  input,
  select,
  textarea {
    font: inherit;
    color: ${colors.text};
    padding: 0.5rem 0.625rem;
    border: 1px solid ${colors.border};
    border-radius: 6px;
    min-height: 2.5rem;
    background: ${colors.surface};
  }
`;

/** Spec §5: booking types coloured as the list's rows are. */
export const typeColors = { offline: "#ffe5cc", online: "#dff5e1" } as const;
export const availableText = "#1565c0";
export const offlineOnlyText = "#d32f2f";
