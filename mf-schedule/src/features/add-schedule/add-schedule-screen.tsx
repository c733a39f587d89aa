import styled from "@emotion/styled";
import { todayIn } from "contracts/domains/common/dates";
import { pricePerPlayerCents } from "contracts/domains/pricing/booking";
import { WEEKDAYS } from "contracts/domains/schedules/calendar";
import { type AddScheduleValues, addScheduleForm } from "contracts/domains/schedules/forms";
import type { ScheduleList } from "contracts/domains/schedules/schemas";
import { formatPrice, weekdayNames } from "contracts/i18n/format";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Checkbox } from "ui-kit/checkbox";
import { useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { ErrorText } from "ui-kit/field-parts";
import { LoadGate } from "ui-kit/load-gate";
import { FieldRow, Page } from "ui-kit/page-kit";
import { SegmentedToggle } from "ui-kit/segmented-toggle";
import { TextField } from "ui-kit/text-field";
import { TimePicker } from "ui-kit/time-picker";
import { colors } from "ui-kit/tokens";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useSchedules } from "../common/api/get-schedules";
import { useScheduleClub } from "../common/use-schedule-club";
import { useCreateSchedule } from "./api/create-schedule";
import { addScheduleTexts } from "./texts";

type ClubInfo = Omit<ScheduleList, "list">;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 40rem;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;

const Hint = styled.p`
  margin: -0.5rem 0 0;
  font-size: 0.8125rem;
  color: ${colors.muted};
`;

/** /add-schedule: a new schedule for the selected club (spec §2, §5 "Schedule"). */
export function AddScheduleScreen() {
  const { t } = useTexts(addScheduleTexts);
  const { clubId, canCreate } = useScheduleClub();
  return (
    <Page title={t("titles.addSchedule")} fullPage>
      {!clubId ? null : canCreate ? <AddScheduleLoader /> : <p>{t("add.noPermission")}</p>}
    </Page>
  );
}

function AddScheduleLoader() {
  const { t } = useTexts(addScheduleTexts);
  const [guess] = useState(() => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));
  // The schedule list carries the club's today, green fees and tee-up day: one permission, one call.
  const club = useSchedules({ from: guess, to: guess });
  return (
    <LoadGate state={club} loading={t("calendar.loading")} failed={t("calendar.loadFailed")}>
      {(info) => <AddScheduleForm club={info} />}
    </LoadGate>
  );
}

function AddScheduleForm({ club }: { club: ClubInfo }) {
  const { t, i18n } = useTexts(addScheduleTexts);
  const language = i18n.language;
  const create = useCreateSchedule();
  const navigate = useNavigate();
  const messages = useMessages();
  const { alert, dialog } = useAlert();
  const schema = useMemo(() => addScheduleForm(club.teeUpDay), [club.teeUpDay]);
  const initialValues: AddScheduleValues = {
    startDate: club.today,
    endDate: club.today,
    startTime: club.teeUpDay.first,
    endTime: club.teeUpDay.last,
    weekdays: [...WEEKDAYS],
    greenFeeId: "",
    priceKind: "regular",
    status: "public",
  };
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      try {
        await create.mutateAsync(values);
        navigate(pathTo("/price-schedule"));
      } catch (error) {
        if (form.applyApiError(error).length > 0) return;
        const info = getApiError(error);
        // The overlap's own message names the clashing schedule's dates and times.
        alert(
          info.code === "schedule_overlap" && info.message
            ? info.message
            : messages.failure(error, t("add.failed")),
        );
      }
    },
  });
  const names = weekdayNames(language, "long");
  const weekdays = form.values.weekdays;
  const weekdaysError = form.control("weekdays").error;

  return (
    <Form noValidate onSubmit={form.handleSubmit}>
      <Pair>
        <TextField label={t("add.startDate")} type="date" required {...form.text("startDate")} />
        <TextField label={t("add.endDate")} type="date" required {...form.text("endDate")} />
      </Pair>
      <Pair>
        <TimePicker label={t("add.startTime")} required {...form.control("startTime")} />
        <TimePicker label={t("add.endTime")} required {...form.control("endTime")} />
      </Pair>
      <Hint>{t("add.timeHint", club.teeUpDay)}</Hint>
      <Fieldset>
        <legend>{t("add.weekdays")}</legend>
        <Days>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={names[day] ?? ""}
              checked={weekdays.includes(day)}
              onChange={(event) => {
                const next = event.target.checked
                  ? [...weekdays, day].sort()
                  : weekdays.filter((other) => other !== day);
                form.setValue("weekdays", next);
                form.touch("weekdays");
              }}
            />
          ))}
        </Days>
        {weekdaysError && <ErrorText>{weekdaysError}</ErrorText>}
      </Fieldset>
      <Dropdown
        label={t("add.greenFee")}
        required
        options={club.greenFees.map((fee) => ({
          value: fee.greenFeeId,
          text: `${fee.name} (${formatPrice(fee.regularPriceCents, language)} / ${formatPrice(pricePerPlayerCents(fee, "additional"), language)})`,
        }))}
        {...form.control("greenFeeId")}
      />
      <SegmentedToggle
        label={t("add.priceKind")}
        value={form.values.priceKind}
        onChange={(value) => form.setValue("priceKind", value)}
        options={[
          { value: "regular", text: t("day.regular") },
          { value: "additional", text: t("day.additional") },
        ]}
      />
      <SegmentedToggle
        label={t("add.status")}
        value={form.values.status}
        onChange={(value) => form.setValue("status", value)}
        options={[
          { value: "public", text: t("status.public") },
          { value: "hidden", text: t("status.hidden") },
        ]}
      />
      <FieldRow>
        <Button type="submit" size="short" disabled={form.submitting}>
          {t("add.save")}
        </Button>
        <Button variant="secondary" size="short" onClick={() => navigate(pathTo("/price-schedule"))}>
          {t("add.cancel")}
        </Button>
      </FieldRow>
      {dialog}
    </Form>
  );
}
