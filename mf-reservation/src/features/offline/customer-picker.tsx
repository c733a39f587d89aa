import styled from "@emotion/styled";
import type { BookingCustomer } from "contracts/domains/reservations/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useId, useState } from "react";
import { Button } from "ui-kit/button";
import { LoadGate } from "ui-kit/load-gate";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { useBookingCustomers } from "./api/find-booking-customers";
import { offlineTexts } from "./texts";

const Matches = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  max-width: 32rem;
  li + li {
    border-top: 1px solid ${colors.border};
  }
  button {
    all: unset;
    box-sizing: border-box;
    display: block;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button:hover {
    background: ${colors.subtle};
  }
  button:focus-visible {
    background: ${colors.subtle};
    outline: 2px solid ${colors.focus};
    outline-offset: -2px;
  }
  small {
    color: ${colors.muted};
  }
`;

const Picker = styled.div`
  max-width: 32rem;
  margin-bottom: 1rem;
`;

const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
`;

/** Typing pauses this long before the look-up is sent, so each key press does not become a call. */
const SEARCH_DELAY_MS = 250;

/** `value` once it has stayed the same for `delay` ms. */
function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The tier's discount as the desk reads it: "Gold · 20% off", or just the tier's name. */
export function tierLabel(customer: BookingCustomer, percentOff: (percent: number) => string) {
  const tier = customer.tier;
  return tier?.active && tier.discountRatePercent > 0
    ? `${customer.tierName} · ${percentOff(tier.discountRatePercent)}`
    : customer.tierName;
}

/**
 * Finds the club's customer a booking is for (part of a name, email or mobile); choosing one fills the name and
 * phone and prices the booking with their membership tier. A walk-in guest needs none.
 */
export function CustomerPicker({
  chosen,
  onChoose,
}: {
  chosen: BookingCustomer | null;
  onChoose: (customer: BookingCustomer | null) => void;
}) {
  const { t } = useTexts(offlineTexts);
  const [q, setQ] = useState("");
  const text = q.trim();
  const asked = useSettled(text, SEARCH_DELAY_MS);
  const found = useBookingCustomers(asked);
  // Fewer than two characters ask nothing and show nothing.
  const looking = text.length >= 2 && asked.length >= 2;
  const listId = useId();
  const percentOff = (percent: number) => t("customer.percentOff", { percent });

  if (chosen) {
    return (
      <Chosen>
        <span data-testid="booking-customer">
          {t("customer.bookingFor", { name: chosen.name })}
          {chosen.tierName && ` (${tierLabel(chosen, percentOff)})`}
        </span>
        <Button variant="text" onClick={() => onChoose(null)}>
          {t("customer.clear")}
        </Button>
      </Chosen>
    );
  }
  return (
    <Picker>
      <TextField
        label={t("customer.search")}
        type="search"
        value={q}
        maxLength={50}
        placeholder={t("customer.placeholder")}
        aria-controls={listId}
        onChange={(e) => setQ(e.target.value)}
      />
      <div id={listId} aria-live="polite">
        {looking && (
          <LoadGate
            state={found}
            failed={t("customer.failed")}
            isEmpty={(matches) => matches.length === 0}
            empty={t("customer.none")}
          >
            {(matches) => (
              <Matches aria-label={t("customer.matches")}>
                {matches.map((customer) => (
                  <li key={customer.customerId}>
                    <button
                      type="button"
                      onClick={() => {
                        onChoose(customer);
                        setQ("");
                      }}
                    >
                      <strong>{customer.name}</strong>{" "}
                      <small>
                        {[customer.mobile, customer.email, tierLabel(customer, percentOff)]
                          .filter(Boolean)
                          .join(" · ")}
                      </small>
                    </button>
                  </li>
                ))}
              </Matches>
            )}
          </LoadGate>
        )}
      </div>
    </Picker>
  );
}
