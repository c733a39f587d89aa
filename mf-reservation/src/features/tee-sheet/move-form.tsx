import type { Reservation, TeeSheet } from "contracts/domains/reservations/schemas";
import { hasRoomFor } from "contracts/domains/reservations/tee-times";
import { useTexts } from "platform/i18n/use-texts";
import { type FormEvent, useState } from "react";
import { Dropdown } from "ui-kit/dropdown";
import { FormActions } from "ui-kit/form-actions";
import { Form, Notice } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import type { DeskAction } from "./api/act-at-desk";
import { teeSheetTexts } from "./texts";

interface Props {
  reservation: Reservation;
  sheet: TeeSheet;
  busy: boolean;
  onSubmit: (action: DeskAction) => void;
  onCancel: () => void;
}

/**
 * Moves a booking to another tee time of the same day, on any course: only times for sale with room for the party
 * are offered (the API still refuses one filled meanwhile, `slot_full`, in its own words).
 */
export function MoveForm({ reservation, sheet, busy, onSubmit, onCancel }: Props) {
  const { t } = useTexts(teeSheetTexts);
  const messages = useMessages();
  const options = sheet.courses.flatMap((course) =>
    course.teeTimes
      .filter(
        (time) =>
          hasRoomFor(time, reservation.players) &&
          !(course.courseId === reservation.courseId && time.teeTime === reservation.teeTime),
      )
      .map((time) => ({
        value: `${course.courseId} ${time.teeTime}`,
        text: `${time.teeTime} · ${course.name}`,
      })),
  );
  const [chosen, setChosen] = useState("");
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [courseId = "", teeTime = ""] = chosen.split(" ");
    if (!teeTime) {
      setProblem(messages.word("tee_up_time_invalid"));
      return;
    }
    onSubmit({ kind: "move", date: sheet.date, courseId, teeTime });
  };
  return (
    <Form onSubmit={submit} noValidate>
      {options.length === 0 ? (
        <Notice>{t("desk.noTimes")}</Notice>
      ) : (
        <Dropdown
          label={t("fields.teeTime")}
          placeholder={t("desk.chooseTime")}
          options={options}
          value={chosen}
          error={problem}
          onChange={(value) => {
            setChosen(value);
            setProblem(undefined);
          }}
        />
      )}
      <p>{t("desk.moveHint")}</p>
      <FormActions
        saveLabel={t("desk.save")}
        cancelLabel={t("desk.cancel")}
        onCancel={onCancel}
        disabled={busy || options.length === 0}
      />
    </Form>
  );
}
