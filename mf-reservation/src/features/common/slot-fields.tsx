import type { TeeSheet, TeeTime } from "contracts/domains/reservations/schemas";
import { placesLeft } from "contracts/domains/reservations/tee-times";
import { useTexts } from "platform/i18n/use-texts";
import { Field } from "ui-kit/page-kit";
import { CheckedField, type FieldCheck } from "./checked-field";
import { commonTexts } from "./texts";

/** Where a party plays: a date, a course and a tee time of that date's sheet. */
export interface Slot {
  date: string;
  courseId: string;
  teeTime: string;
}

/** The sheet's courses to choose from; `allLabel` adds a first choice for every course (value ""). */
export function CourseField({
  sheet,
  value,
  onChange,
  allLabel,
}: {
  sheet: TeeSheet | null;
  value: string;
  onChange: (courseId: string) => void;
  allLabel?: string;
}) {
  const { t } = useTexts(commonTexts);
  return (
    <Field>
      {t("fields.course")}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {(sheet?.courses ?? []).map((c) => (
          <option key={c.courseId} value={c.courseId}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Date, course and tee time, as the booking form and a move ask them. Only `times` are offered, each with its
 * places left; another date or course clears the chosen time, which may not be offered there. `check` binds each
 * field to its form: focus, leaving it, and its problem shown under it.
 */
export function SlotFields({
  slot,
  sheet,
  times,
  onChange,
  check = () => ({}),
}: {
  slot: Slot;
  sheet: TeeSheet | null;
  times: readonly TeeTime[];
  onChange: (change: Partial<Slot>) => void;
  check?: (name: keyof Slot) => FieldCheck;
}) {
  const { t } = useTexts(commonTexts);
  const { error: dateError, ...date } = check("date");
  const { error: courseError, ...course } = check("courseId");
  const { error: timeError, ...time } = check("teeTime");
  return (
    <>
      <CheckedField label={t("fields.date")} error={dateError}>
        <input
          {...date}
          type="date"
          value={slot.date}
          onChange={(e) => e.target.value && onChange({ date: e.target.value, teeTime: "" })}
        />
      </CheckedField>
      <CheckedField label={t("fields.course")} error={courseError}>
        <select
          {...course}
          value={slot.courseId}
          onChange={(e) => onChange({ courseId: e.target.value, teeTime: "" })}
        >
          {(sheet?.courses ?? []).map((c) => (
            <option key={c.courseId} value={c.courseId}>
              {c.name}
            </option>
          ))}
        </select>
      </CheckedField>
      <CheckedField label={t("fields.teeTime")} error={timeError}>
        <select
          {...time}
          value={slot.teeTime}
          onChange={(e) => onChange({ teeTime: e.target.value })}
          required
        >
          <option value="">{t("form.chooseTime")}</option>
          {times.map((time) => (
            <option key={time.teeTime} value={time.teeTime}>
              {`${time.teeTime} (${t("table.openSpot", { count: placesLeft(time) })})`}
            </option>
          ))}
        </select>
      </CheckedField>
    </>
  );
}
