import { emptyCourse } from "contracts/domains/clubs/forms";
import { CLUB_LIMITS } from "contracts/domains/clubs/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { TextField } from "ui-kit/text-field";
import type { FormSectionProps } from "./form-parts";
import { formList, RowListSection } from "./row-list-section";
import { clubFormTexts } from "./texts";

/** The club's courses: one name per row. */
export function CoursesSection({ form, disabled }: FormSectionProps) {
  const { t } = useTexts(clubFormTexts);
  return (
    <RowListSection
      {...formList(form, "courses", t("form.sections.courses"))}
      hint={t("form.rows.coursesHint")}
      limits={CLUB_LIMITS.courses}
      disabled={disabled}
      newRow={emptyCourse}
      addLabel={t("form.rows.addCourse")}
      removeLabel={(number) => t("form.rows.removeCourse", { number })}
      fields={(index, number) => (
        <TextField
          {...form.text(`courses.${index}.name`, t("form.fields.course", { number }))}
          required
          disabled={disabled}
        />
      )}
    />
  );
}
