import styled from "@emotion/styled";
import { colors, fontFamily } from "shared/ui/tokens";

export const Page = styled.section`
  padding: 1.5rem 2rem 3rem;
  font-family: ${fontFamily};
  color: ${colors.text};
  max-width: 72rem;
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
`;
