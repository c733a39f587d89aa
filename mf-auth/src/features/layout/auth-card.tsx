import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, fontFamily } from "ui-kit/tokens";

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

/** The page kit's lead sentence, so every app's intro reads alike. */
export { Lead } from "ui-kit/page-kit";

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

export const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  align-items: center;
`;

export const Notice = styled.p<{ tone?: "error" | "success" }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${(p) => (p.tone === "error" ? "#fdecea" : p.tone === "success" ? "#e8f5ee" : colors.subtle)};
  color: ${(p) => (p.tone === "error" ? colors.error : colors.text)};
`;

/** Full-page layout shared by the account screens: centred column below the transparent top bar. */
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
