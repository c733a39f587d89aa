import styled from "@emotion/styled";
import { PAYMENT_METHODS } from "contracts/domains/reservations/payments";
import type { TeeSheet } from "contracts/domains/reservations/schemas";
import { formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useId } from "react";
import { colors } from "ui-kit/tokens";
import { teeSheetTexts } from "./texts";

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0 0 0.75rem;
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Title = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1rem;
`;

/** What the desk took on the sheet's date, by payment method and in all (payments not voided). */
export function Takings({ takings }: { takings: TeeSheet["takings"] }) {
  const { t, i18n } = useTexts(teeSheetTexts);
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title id={id}>{t("takings.title")}</Title>
      <List>
        {PAYMENT_METHODS.map((method) => (
          <div key={method}>
            <dt>{t(`methods.${method}`)}</dt>
            <dd data-testid={`takings-${method}`}>{formatPrice(takings[method], i18n.language)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("takings.total")}</dt>
          <dd data-testid="takings-total">{formatPrice(takings.total, i18n.language)}</dd>
        </div>
      </List>
    </section>
  );
}
