import { useTexts } from "platform/i18n/use-texts";
import { TextArea } from "ui-kit/text-area";
import { type FormSectionProps, Section } from "./form-parts";
import { clubFormTexts } from "./texts";

/** The club's notice, description and precautions, free text. */
export function NotesSection({ form, disabled }: FormSectionProps) {
  const { t } = useTexts(clubFormTexts);
  return (
    <Section title={t("form.sections.notes")}>
      <TextArea {...form.text("notice", t("form.fields.notice"))} disabled={disabled} />
      <TextArea {...form.text("description", t("form.fields.description"))} disabled={disabled} />
      <TextArea {...form.text("precautions", t("form.fields.precautions"))} disabled={disabled} />
    </Section>
  );
}
