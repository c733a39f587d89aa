import styled from "@emotion/styled";
import { colors } from "./tokens";

/** The one notice of the kit: a line of news (success), a problem (error) or a neutral note, with any link in it. */
export const Notice = styled.p<{ tone?: "error" | "success" }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${(p) => (p.tone === "error" ? "#fdecea" : p.tone === "success" ? "#e8f5ee" : colors.subtle)};
  color: ${(p) => (p.tone === "error" ? colors.error : colors.text)};
  a {
    color: ${colors.primary};
    font-weight: 600;
    margin-left: 0.5rem;
  }
`;
