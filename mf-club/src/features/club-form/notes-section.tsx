import { useTranslation } from "react-i18next";
import { CLUB_NAMESPACE } from "../../i18n/translations";
import { type FormSectionProps, Section, TextArea } from "./form-parts";

/** The club's notice, description and precautions, free text. */
export function NotesSection({ form, disabled }: FormSectionProps) {
  const { t } = useTranslation(CLUB_NAMESPACE);
  return (
    <Section title={t("form.sections.notes")}>
      <TextArea {...form.text("notice", t("form.fields.notice"))} disabled={disabled} />
      <TextArea {...form.text("description", t("form.fields.description"))} disabled={disabled} />
      <TextArea {...form.text("precautions", t("form.fields.precautions"))} disabled={disabled} />
    </Section>
  );
}
