import { emptyCourse } from "contracts/domains/clubs/forms";
import { CLUB_LIMITS } from "contracts/domains/clubs/schemas";
import { useTranslation } from "react-i18next";
import { TextField } from "ui-kit/text-field";
import { CLUB_NAMESPACE } from "../../i18n/translations";
import type { FormSectionProps } from "./form-parts";
import { formList, RowListSection } from "./row-list-section";

/** The club's courses: one name per row. */
export function CoursesSection({ form, disabled }: FormSectionProps) {
  const { t } = useTranslation(CLUB_NAMESPACE);
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
