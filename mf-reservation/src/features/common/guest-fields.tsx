import { useTexts } from "platform/i18n/use-texts";
import type { ChangeEvent, ReactNode } from "react";
import { FieldRow } from "ui-kit/page-kit";
import { CheckedField } from "./checked-field";
import { commonTexts } from "./texts";

/** What the desk types about the party: who, how to reach them, what they need. */
export interface GuestValues {
  name: string;
  phoneCode: string;
  phoneNumber: string;
  cart: boolean;
  caddie: boolean;
  memo: string;
}

type TextName = "name" | "phoneCode" | "phoneNumber" | "memo";

/** The part of a form (`useForm`) the guest's fields bind to. */
export interface GuestForm {
  text: (name: TextName) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    onBlur: () => void;
    ref: (element: HTMLElement | null) => void;
    error: string | undefined;
  };
  control: (name: "cart" | "caddie") => { value: boolean; onChange: (value: boolean) => void };
}

/**
 * The guest's fields as the booking form and the detail both ask them, each with its problem under it;
 * `children` join the first row.
 */
export function GuestFields({ form, children }: { form: GuestForm; children?: ReactNode }) {
  const { t } = useTexts(commonTexts);
  const field = (name: TextName) => {
    const { error, ...props } = form.text(name);
    return { error, props };
  };
  const name = field("name");
  const phoneCode = field("phoneCode");
  const phoneNumber = field("phoneNumber");
  const memo = field("memo");
  const cart = form.control("cart");
  const caddie = form.control("caddie");
  return (
    <>
      <FieldRow>
        <CheckedField label={t("fields.name")} error={name.error}>
          <input {...name.props} maxLength={50} required />
        </CheckedField>
        <CheckedField label={t("fields.phoneCode")} error={phoneCode.error}>
          <input {...phoneCode.props} inputMode="numeric" maxLength={5} required />
        </CheckedField>
        <CheckedField label={t("fields.phone")} error={phoneNumber.error}>
          <input {...phoneNumber.props} inputMode="numeric" maxLength={15} required />
        </CheckedField>
        {children}
      </FieldRow>
      <FieldRow>
        <label>
          <input type="checkbox" checked={cart.value} onChange={(e) => cart.onChange(e.target.checked)} />{" "}
          {t("fields.cart")}
        </label>
        <label>
          <input type="checkbox" checked={caddie.value} onChange={(e) => caddie.onChange(e.target.checked)} />{" "}
          {t("fields.caddie")}
        </label>
      </FieldRow>
      <FieldRow>
        <CheckedField label={t("fields.memo")} error={memo.error}>
          <textarea {...memo.props} maxLength={500} />
        </CheckedField>
      </FieldRow>
    </>
  );
}
