import { useTexts } from "platform/i18n/use-texts";
import { PhoneField } from "ui-kit/phone-field";
import { TextField } from "ui-kit/text-field";
import type { TextBinding } from "ui-kit/use-form";
import { stepTexts } from "./texts";

type GolferField = "name" | "phoneCode" | "phoneNumber" | "email";

/**
 * The golfer's name, calling code, phone and email, as the booking form and the waitlist form both ask them, each
 * with its problem under it; `emailHint` says what the address is for. Placed inside the caller's field grid.
 */
export function GolferFields({
  text,
  emailHint,
}: {
  text: (name: GolferField) => TextBinding;
  emailHint: string;
}) {
  const { t } = useTexts(stepTexts);
  return (
    <>
      <TextField label={t("fields.name")} required autoComplete="name" {...text("name")} />
      <TextField
        label={t("fields.phoneCode")}
        required
        inputMode="tel"
        autoComplete="tel-country-code"
        {...text("phoneCode")}
      />
      <PhoneField label={t("fields.phone")} required {...text("phoneNumber")} />
      <TextField
        label={t("details.email")}
        required
        type="email"
        autoComplete="email"
        hint={emailHint}
        {...text("email")}
      />
    </>
  );
}
