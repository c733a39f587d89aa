import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, fontFamily } from "ui-kit/tokens";

// The account screens' notices, action rows and lead sentences are the page kit's (`ui-kit/page-kit`); only the
// centred card, its form column and its field rows are their own.

const Page = styled.main`
  min-height: 100%;
  display: flex;
  justify-content: center;
  padding: 5.5rem 1rem 2rem;
  font-family: ${fontFamily};
  color: ${colors.text};
`;

const Card = styled.section<{ wide: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.wide ? "44rem" : "28rem")};
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;

/** Full-page layout shared by the account screens: a centred card below the transparent top bar. */
export function AuthCard({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      <Card wide={wide}>
        <Title>{title}</Title>
        {children}
      </Card>
    </Page>
  );
}
