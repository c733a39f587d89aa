import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field, FieldRow } from "ui-kit/page-kit";
import { RESERVATION_NAMESPACE } from "../../i18n/translations";

/** What the desk types about the party: who, how to reach them, what they need. */
export interface GuestValues {
  name: string;
  phoneCode: string;
  phoneNumber: string;
  cart: boolean;
  caddie: boolean;
  memo: string;
}

/** The guest's fields as the booking form and the detail both ask them; `children` join the first row. */
export function GuestFields({
  values,
  onChange,
  children,
}: {
  values: GuestValues;
  onChange: (change: Partial<GuestValues>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(RESERVATION_NAMESPACE);
  const set = <K extends keyof GuestValues>(key: K, value: GuestValues[K]) => onChange({ [key]: value });
  return (
    <>
      <FieldRow>
        <Field>
          {t("fields.name")}
          <input value={values.name} maxLength={50} required onChange={(e) => set("name", e.target.value)} />
        </Field>
        <Field>
          {t("fields.phoneCode")}
          <input
            value={values.phoneCode}
            inputMode="numeric"
            maxLength={5}
            required
            onChange={(e) => set("phoneCode", e.target.value)}
          />
        </Field>
        <Field>
          {t("fields.phone")}
          <input
            value={values.phoneNumber}
            inputMode="numeric"
            maxLength={15}
            required
            onChange={(e) => set("phoneNumber", e.target.value)}
          />
        </Field>
        {children}
      </FieldRow>
      <FieldRow>
        <label>
          <input type="checkbox" checked={values.cart} onChange={(e) => set("cart", e.target.checked)} />{" "}
          {t("fields.cart")}
        </label>
        <label>
          <input type="checkbox" checked={values.caddie} onChange={(e) => set("caddie", e.target.checked)} />{" "}
          {t("fields.caddie")}
        </label>
      </FieldRow>
      <FieldRow>
        <Field>
          {t("fields.memo")}
          <textarea value={values.memo} maxLength={500} onChange={(e) => set("memo", e.target.value)} />
        </Field>
      </FieldRow>
    </>
  );
}
