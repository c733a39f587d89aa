import styled from "@emotion/styled";
import type { ClubFormValues } from "contracts/domains/clubs/forms";
import type { ClubInput } from "contracts/domains/clubs/schemas";
import { type ReactNode, useId } from "react";
import { colors } from "ui-kit/tokens";
import type { FormApi } from "ui-kit/use-form";

// The page, its notices and its action rows are the page kit's (`ui-kit/page-kit`); what follows is the club form's
// own: its sections and rows of repeatable lists.

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

/** A disabled fieldset disables every control inside it, the custom ones' buttons included. */
export const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const SectionBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  @media (max-width: 40rem) {
    padding: 1rem 0.875rem;
  }
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <SectionBox aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionBox>
  );
}

/** The club form's state: the kit's form over the club form's rules, with its three lists of rows. */
export type ClubFormState = FormApi<ClubFormValues, ClubInput>;

type ChoiceField = "courseType" | "caddie" | "cart";

/** A dropdown bound to a field whose values are a fixed list (course type, caddie, cart). */
export function choice<K extends ChoiceField>(form: ClubFormState, name: K, label: string) {
  const control = form.control(name, label);
  return {
    ...control,
    value: String(control.value),
    onChange: (value: string) => control.onChange(value as ClubFormValues[K]),
  };
}

/** What each of the club form's sections is given: the form's state, and whether its fields can be changed. */
export interface FormSectionProps {
  form: ClubFormState;
  disabled: boolean;
}

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 1rem;
  align-items: start;
`;

/** A row of a repeatable list: its fields, then its remove button. */
export const RowBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.875rem;
  border: 1px solid ${colors.subtle};
  border-radius: 10px;
  background: #fafbfc;
`;

export const RowHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** A field and a button beside its input (not beside its label or its message). */
export const InlineRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  & > :first-child {
    flex: 1;
  }
  & > button {
    margin-top: 1.6rem;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

export const CheckGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: 0.5rem 1rem;
  }
`;
