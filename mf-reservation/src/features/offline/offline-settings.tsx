import {
  type SettingsFormValues,
  settingsForm,
  settingsFormValues,
} from "contracts/domains/reservations/forms";
import {
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  type ReservationSettings,
} from "contracts/domains/reservations/settings";
import { WEEKDAYS } from "contracts/domains/schedules/calendar";
import { weekdayNames } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useState } from "react";
import { Button } from "ui-kit/button";
import { Checkbox } from "ui-kit/checkbox";
import { ErrorText } from "ui-kit/field-parts";
import { LoadGate } from "ui-kit/load-gate";
import { FieldGrid, FieldRow } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { useReservationClub } from "../common/use-reservation-club";
import { useReservationSettings } from "./api/get-reservation-settings";
import { useSaveReservationSettings } from "./api/save-reservation-settings";
import { GolferTermsFields } from "./golfer-terms-fields";
import { NoShowFields } from "./no-show-fields";
import { ReleaseFields } from "./release-fields";
import { offlineTexts } from "./texts";

/**
 * The club's offline settings (issue: "offline settings also exist"): tee times kept for the desk and the phone,
 * never sold online, how many days ahead golfers may book online, how long an online booking holds its places
 * until the golfer confirms it, until when a golfer's own cancellation is free, and how the waitlist offers places.
 */
export function OfflineSettings() {
  const { t } = useTexts(offlineTexts);
  const { clubId } = useReservationClub();
  const settings = useReservationSettings();
  if (!clubId) return null;
  return (
    <section aria-labelledby="offline-settings-title">
      <h2 id="offline-settings-title">{t("settings.title")}</h2>
      <p>{t("settings.lead")}</p>
      <LoadGate state={settings} loading={t("loading")} failed={t("loadFailed")}>
        {(stored) => <SettingsForm stored={stored} />}
      </LoadGate>
    </section>
  );
}

function SettingsForm({ stored }: { stored: ReservationSettings }) {
  const { t, i18n } = useTexts(offlineTexts);
  const { canUpdate } = useReservationClub();
  const messages = useMessages();
  const save = useSaveReservationSettings();
  const [notice, setNotice] = useState<{ kind: "saved" | "failed"; text: string } | null>(null);
  const form = useForm({
    schema: settingsForm,
    initialValues: settingsFormValues(stored),
    onSubmit: async (settings) => {
      setNotice(null);
      try {
        form.reset(settingsFormValues(await save.mutateAsync(settings)));
        setNotice({ kind: "saved", text: t("settings.saved") });
      } catch (error) {
        // A field the API refused shows its word under that field, which takes the focus once the form is enabled.
        const refused = form.applyApiError(error)[0];
        if (refused) setFocusAfterSave(refused);
        else setNotice({ kind: "failed", text: messages.failure(error, t("saveFailed")) });
      }
    },
  });
  const [focusAfterSave, setFocusAfterSave] = useState<keyof SettingsFormValues | null>(null);
  useEffect(() => {
    if (form.submitting || !focusAfterSave) return;
    form.focusField(focusAfterSave);
    setFocusAfterSave(null);
  }, [form, focusAfterSave]);
  const weekdays = form.values.heldWeekdays;
  const weekdaysError = form.control("heldWeekdays").error;
  const days = weekdayNames(i18n.language);

  return (
    <>
      {/* Our own check words a problem in the UI language, under its field; the browser's would not. */}
      <form noValidate onSubmit={form.handleSubmit}>
        {/* minWidth 0: a fieldset is otherwise as wide as its widest row of fields, wider than a phone. */}
        <fieldset
          disabled={!canUpdate || form.submitting}
          css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        >
          <FieldGrid>
            <TextField
              label={t("settings.heldFirstTimes")}
              type="number"
              min={0}
              {...form.text("heldFirstTimes")}
            />
            <TextField
              label={t("settings.heldTimes")}
              placeholder="07:00, 07:08"
              {...form.text("heldTimes")}
            />
            <TextField
              label={t("settings.onlineDaysAhead")}
              type="number"
              min={1}
              {...form.text("onlineDaysAhead")}
            />
            <TextField
              label={t("settings.onlineHoldMinutes")}
              type="number"
              min={HOLD_MINUTES_MIN}
              max={HOLD_MINUTES_MAX}
              {...form.text("onlineHoldMinutes")}
            />
          </FieldGrid>
          <fieldset css={{ border: 0, margin: "0 0 1rem", padding: 0 }}>
            <legend>{t("settings.heldWeekdays")}</legend>
            <FieldRow>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={days[day] ?? ""}
                  checked={weekdays.includes(day)}
                  onChange={(e) => {
                    form.setValue(
                      "heldWeekdays",
                      e.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day),
                    );
                    form.touch("heldWeekdays");
                  }}
                />
              ))}
            </FieldRow>
            {weekdaysError && <ErrorText role="alert">{weekdaysError}</ErrorText>}
          </fieldset>
          <GolferTermsFields form={form} />
          <NoShowFields form={form} />
          <ReleaseFields form={form} />
          {canUpdate && (
            <Button type="submit" size="short">
              {t("settings.save")}
            </Button>
          )}
        </fieldset>
      </form>
      {notice && <p role={notice.kind === "failed" ? "alert" : "status"}>{notice.text}</p>}
    </>
  );
}
