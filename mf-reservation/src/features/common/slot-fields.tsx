import type { TeeSheet, TeeTime } from "contracts/domains/reservations/schemas";
import { placesLeft } from "contracts/domains/reservations/tee-times";
import { useTexts } from "platform/i18n/use-texts";
import { Dropdown } from "ui-kit/dropdown";
import { TextField } from "ui-kit/text-field";
import { commonTexts } from "./texts";

/** Where a party plays: a date, a course and a tee time of that date's sheet. */
export interface Slot {
  date: string;
  courseId: string;
  teeTime: string;
}

/** What a form gives a field: where it is (focus on a refused submit), that it was left, and its problem. */
export interface FieldCheck {
  ref?: (element: HTMLElement | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

const courseOptions = (sheet: TeeSheet | null) =>
  (sheet?.courses ?? []).map((c) => ({ value: c.courseId, text: c.name }));

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
    <Dropdown
      label={t("fields.course")}
      value={value}
      onChange={onChange}
      options={[...(allLabel === undefined ? [] : [{ value: "", text: allLabel }]), ...courseOptions(sheet)]}
    />
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
  return (
    <>
      <TextField
        {...check("date")}
        label={t("fields.date")}
        type="date"
        value={slot.date}
        onChange={(e) => e.target.value && onChange({ date: e.target.value, teeTime: "" })}
      />
      <Dropdown
        {...check("courseId")}
        label={t("fields.course")}
        value={slot.courseId}
        onChange={(courseId) => onChange({ courseId, teeTime: "" })}
        options={courseOptions(sheet)}
      />
      <Dropdown
        {...check("teeTime")}
        label={t("fields.teeTime")}
        required
        placeholder={t("form.chooseTime")}
        value={slot.teeTime}
        onChange={(teeTime) => onChange({ teeTime })}
        options={times.map((time) => ({
          value: time.teeTime,
          text: `${time.teeTime} · ${t("table.openSpot", { count: placesLeft(time) })}`,
        }))}
      />
    </>
  );
}
