import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { NoClubNotice, useMissingClub } from "./club-gate";
import { colors, fontFamily } from "./tokens";

const Main = styled.main<{ fullPage: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${(p) => (p.fullPage ? "52rem" : "72rem")};
  margin: 0 auto;
  /* Full pages sit under the transparent fixed top bar (4.5rem). */
  padding: ${(p) => (p.fullPage ? "5.5rem 1rem 2rem" : "1.5rem 1.5rem 2rem")};
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  font-family: ${fontFamily};
  color: ${colors.text};
  @media (max-width: 640px) {
    padding-left: 1rem;
    padding-right: 1rem;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem 1rem;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.25;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${colors.muted};
  line-height: 1.5;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  & > * {
    flex: 1 1 12rem;
    max-width: 22rem;
  }
  & > button {
    flex: 0 0 auto;
  }
  @media (max-width: 640px) {
    & > * {
      max-width: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/**
 * A row's buttons side by side within their row, in every language: a narrow table scrolls sideways instead of
 * stacking them out of the row.
 */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: 0.25rem;
  /* 2rem buttons with room above and below inside the table's 44 px row (spec §9). */
  padding: 0.25rem 0;
  button {
    min-height: 2rem;
    padding: 0 0.625rem;
    font-size: 0.875rem;
  }
`;

export { Notice } from "./notice";

/** Buttons, checkboxes or one wide field in a row, wrapping on a narrow window; spaced like the page's sections. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
  main > & {
    margin-bottom: 0;
  }
`;

/**
 * The kit's fields side by side in columns of at least 11rem, as many as the width takes; one column on a phone.
 * Each field's label, control and problem share rows with its neighbours' (a subgrid), so the controls of a row
 * line up however long a label wraps.
 */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  column-gap: 1rem;
  margin-bottom: 0.25rem;
  /* More specific than the field's own flex column. */
  & > div {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    /* An input's own width must not push it past its column. */
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0.375rem;
    align-content: start;
    margin-bottom: 0.75rem;
  }
  & > div > :first-child {
    align-self: end;
  }
`;

/** Label and value pairs of one record, labels muted in their own column. */
export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.5rem 1rem;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

export const Badge = styled.span<{ tone: "active" | "inactive" | "suspended" }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${(p) => (p.tone === "active" ? "#e8f5ee" : "#fdf0e1")};
  color: ${(p) => (p.tone === "active" ? colors.primary : "#9a4d00")};
`;

/**
 * A screen of this remote: its title (h1), a lead sentence, actions beside the title, then the content. On a route
 * that needs a club while none is selected, the title stays and the content is the way to choose one.
 */
export function Page(props: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  fullPage?: boolean;
  children: ReactNode;
}) {
  const missingClub = useMissingClub();
  return (
    <Main fullPage={props.fullPage ?? false}>
      <Header>
        <Heading>
          <Title>{props.title}</Title>
          {props.lead && !missingClub && <Lead>{props.lead}</Lead>}
        </Heading>
        {!missingClub && props.actions}
      </Header>
      {missingClub ? <NoClubNotice /> : props.children}
    </Main>
  );
}
