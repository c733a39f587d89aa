import { useTexts } from "platform/i18n/use-texts";
import type { ReactNode } from "react";
import { Checkbox } from "ui-kit/checkbox";
import { FieldGrid, FieldRow } from "ui-kit/page-kit";
import { TextArea } from "ui-kit/text-area";
import { TextField } from "ui-kit/text-field";
import type { ControlBinding, TextBinding } from "ui-kit/use-form";
import { commonTexts } from "./texts";

type TextName = "name" | "phoneCode" | "phoneNumber" | "memo";

/** The part of a form (`useForm`) the guest's fields bind to. */
export interface GuestForm {
  text: (name: TextName) => TextBinding;
  control: (name: "cart" | "caddie") => Pick<ControlBinding<boolean>, "value" | "onChange">;
}

/**
 * The guest's fields as the booking form and the detail both ask them, each with its problem under it;
 * `children` join the first row.
 */
export function GuestFields({ form, children }: { form: GuestForm; children?: ReactNode }) {
  const { t } = useTexts(commonTexts);
  const cart = form.control("cart");
  const caddie = form.control("caddie");
  return (
    <>
      <FieldGrid>
        <TextField label={t("fields.name")} required maxLength={50} {...form.text("name")} />
        <TextField
          label={t("fields.phoneCode")}
          required
          inputMode="numeric"
          maxLength={5}
          {...form.text("phoneCode")}
        />
        <TextField
          label={t("fields.phone")}
          required
          inputMode="numeric"
          maxLength={15}
          {...form.text("phoneNumber")}
        />
        {children}
      </FieldGrid>
      <FieldRow>
        <Checkbox
          label={t("fields.cart")}
          checked={cart.value}
          onChange={(e) => cart.onChange(e.target.checked)}
        />
        <Checkbox
          label={t("fields.caddie")}
          checked={caddie.value}
          onChange={(e) => caddie.onChange(e.target.checked)}
        />
      </FieldRow>
      <FieldRow>
        <TextArea label={t("fields.memo")} maxLength={500} {...form.text("memo")} />
      </FieldRow>
    </>
  );
}
