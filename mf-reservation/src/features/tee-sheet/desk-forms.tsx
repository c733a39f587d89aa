import { PAYMENT_METHODS, type PaymentMethod } from "contracts/domains/reservations/payments";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { type FormEvent, useState } from "react";
import { Checkbox } from "ui-kit/checkbox";
import { FormActions } from "ui-kit/form-actions";
import { FieldRow, Form } from "ui-kit/page-kit";
import { SegmentedToggle } from "ui-kit/segmented-toggle";
import { TextField } from "ui-kit/text-field";
import { useMessages } from "ui-kit/use-messages";
import { PlayersField } from "../common/players-field";
import type { DeskAction } from "./api/act-at-desk";
import { teeSheetTexts } from "./texts";

interface FormProps {
  reservation: Reservation;
  busy: boolean;
  onSubmit: (action: DeskAction) => void;
  onCancel: () => void;
}

/** What is left to pay on a booking: its price less the payments not voided. */
export const leftToPay = (r: Reservation) => Math.max(0, r.totalPriceCents - r.paidCents);

/** Takes a payment: the amount starts as what is left to pay, the method as cash. */
export function PaymentForm({ reservation, busy, onSubmit, onCancel }: FormProps) {
  const { t, i18n } = useTexts(teeSheetTexts);
  const messages = useMessages();
  const left = leftToPay(reservation);
  const [amount, setAmount] = useState(left > 0 ? (left / 100).toFixed(2) : "");
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(amount) * 100);
    if (!amount.trim() || !Number.isFinite(cents) || cents < 1) {
      setProblem(messages.word("payment_amount_invalid"));
      return;
    }
    onSubmit({ kind: "pay", amountCents: cents, method });
  };
  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label={t("desk.amount")}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={amount}
        error={problem}
        hint={t("desk.leftToPay", { amount: formatPrice(left, i18n.language) })}
        onChange={(e) => {
          setAmount(e.target.value);
          setProblem(undefined);
        }}
      />
      <SegmentedToggle
        label={t("desk.method")}
        options={PAYMENT_METHODS.map((value) => ({ value, text: t(`methods.${value}`) }))}
        value={method}
        onChange={setMethod}
      />
      <FormActions
        saveLabel={t("desk.takePayment")}
        cancelLabel={t("desk.cancel")}
        onCancel={onCancel}
        disabled={busy}
      />
    </Form>
  );
}

/** Names the players, one field per place; a field left empty leaves that place unnamed ("Guest 2"). */
export function NamesForm({ reservation, busy, onSubmit, onCancel }: FormProps) {
  const { t } = useTexts(teeSheetTexts);
  const [names, setNames] = useState(() =>
    Array.from({ length: reservation.players }, (_, i) => reservation.guests[i]?.name ?? ""),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ kind: "names", names: names.map((name) => name.trim() || null) });
  };
  return (
    <Form onSubmit={submit} noValidate>
      {names.map((name, i) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: one field per place, in place order
          key={i}
          label={t("desk.player", { place: i + 1 })}
          value={name}
          placeholder={i === 0 ? reservation.name : t("grid.guest", { place: i + 1 })}
          maxLength={50}
          onChange={(e) => setNames(names.map((old, j) => (j === i ? e.target.value : old)))}
        />
      ))}
      <FormActions
        saveLabel={t("desk.save")}
        cancelLabel={t("desk.cancel")}
        onCancel={onCancel}
        disabled={busy}
      />
    </Form>
  );
}

interface PartyProps extends FormProps {
  /** The smallest party the club takes. */
  fewest: number;
  /** The largest the party may grow to: its own places and those left on its tee time. */
  most: number;
}

/** The party's size, cart and caddie, changed together in one call; the price follows the size on the server. */
export function PartyForm({ reservation, busy, fewest, most, onSubmit, onCancel }: PartyProps) {
  const { t } = useTexts(teeSheetTexts);
  const [players, setPlayers] = useState(reservation.players);
  const [cart, setCart] = useState(reservation.cart);
  const [caddie, setCaddie] = useState(reservation.caddie);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ kind: "party", players, cart, caddie });
  };
  return (
    <Form onSubmit={submit} noValidate>
      <PlayersField control={{ value: players, onChange: setPlayers }} fewest={fewest} most={most} />
      <FieldRow>
        <Checkbox label={t("fields.cart")} checked={cart} onChange={(e) => setCart(e.target.checked)} />
        <Checkbox label={t("fields.caddie")} checked={caddie} onChange={(e) => setCaddie(e.target.checked)} />
      </FieldRow>
      <FormActions
        saveLabel={t("desk.save")}
        cancelLabel={t("desk.cancel")}
        onCancel={onCancel}
        disabled={busy}
      />
    </Form>
  );
}
