import {
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  type ReservationSettings,
  reservationSettingsSchema,
} from "contracts/domains/reservations/schemas";
import { WEEKDAYS } from "contracts/domains/schedules/calendar";
import type { MessageCode } from "contracts/errors/codes";
import { weekdayNames } from "contracts/i18n/format";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "ui-kit/button";
import { Field, FieldRow } from "ui-kit/page-kit";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { RESERVATION_NAMESPACE } from "../../i18n/translations";
import { useReservationClub } from "../common/use-reservation-club";

interface Draft {
  heldFirstTimes: string;
  heldTimes: string;
  heldWeekdays: number[];
  onlineDaysAhead: string;
  onlineHoldMinutes: string;
}

const draftOf = (settings: ReservationSettings): Draft => ({
  heldFirstTimes: String(settings.heldFirstTimes),
  heldTimes: settings.heldTimes.join(", "),
  heldWeekdays: settings.heldWeekdays,
  onlineDaysAhead: String(settings.onlineDaysAhead),
  onlineHoldMinutes: String(settings.onlineHoldMinutes),
});

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** Typed text as the contract's values; the contract's own schema then judges them, as the API will. */
const valuesOf = (draft: Draft) => ({
  heldFirstTimes: numberOf(draft.heldFirstTimes),
  heldTimes: draft.heldTimes
    .split(/[,\s]+/)
    .map((time) => time.trim())
    .filter(Boolean),
  heldWeekdays: [...draft.heldWeekdays].sort(),
  onlineDaysAhead: numberOf(draft.onlineDaysAhead),
  onlineHoldMinutes: numberOf(draft.onlineHoldMinutes),
});

/**
 * The club's offline settings (issue: "offline settings also exist"): tee times kept for the desk and the phone,
 * never sold online, how many days ahead golfers may book online, and how long an online booking holds its places
 * until the golfer confirms it.
 */
export function OfflineSettings() {
  const { t, i18n } = useTranslation(RESERVATION_NAMESPACE);
  const { clubId, api, canUpdate } = useReservationClub();
  const catalogue = useCatalogueMessage();
  const failureMessage = useFailureMessage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<{ kind: "saved" | "failed"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!clubId) return;
    let live = true;
    api
      .settings(clubId)
      .then((settings) => live && setDraft(draftOf(settings)))
      .catch(
        (error: unknown) =>
          live && setNotice({ kind: "failed", text: failureMessage(error, t("loadFailed")) }),
      );
    return () => {
      live = false;
    };
  }, [clubId, api, failureMessage, t]);

  if (!clubId || !draft) return null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const save = async () => {
    const checked = reservationSettingsSchema.safeParse(valuesOf(draft));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setNotice({ kind: "failed", text: catalogue((issue?.message ?? "invalid_value") as MessageCode) });
      return;
    }
    setSaving(true);
    try {
      setDraft(draftOf(await api.saveSettings(clubId, checked.data)));
      setNotice({ kind: "saved", text: t("settings.saved") });
    } catch (error) {
      setNotice({ kind: "failed", text: failureMessage(error, t("saveFailed")) });
    } finally {
      setSaving(false);
    }
  };
  const days = weekdayNames(i18n.language);

  return (
    <section aria-labelledby="offline-settings-title">
      <h2 id="offline-settings-title">{t("settings.title")}</h2>
      <p>{t("settings.lead")}</p>
      {/* Our own check words the problem in the UI language; the browser's would not. */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!canUpdate || saving} css={{ border: 0, margin: 0, padding: 0 }}>
          <FieldRow>
            <Field>
              {t("settings.heldFirstTimes")}
              <input
                type="number"
                min={0}
                value={draft.heldFirstTimes}
                onChange={(e) => set("heldFirstTimes", e.target.value)}
              />
            </Field>
            <Field>
              {t("settings.heldTimes")}
              <input
                value={draft.heldTimes}
                placeholder="07:00, 07:08"
                onChange={(e) => set("heldTimes", e.target.value)}
              />
            </Field>
            <Field>
              {t("settings.onlineDaysAhead")}
              <input
                type="number"
                min={1}
                value={draft.onlineDaysAhead}
                onChange={(e) => set("onlineDaysAhead", e.target.value)}
              />
            </Field>
            <Field>
              {t("settings.onlineHoldMinutes")}
              <input
                type="number"
                min={HOLD_MINUTES_MIN}
                max={HOLD_MINUTES_MAX}
                value={draft.onlineHoldMinutes}
                onChange={(e) => set("onlineHoldMinutes", e.target.value)}
              />
            </Field>
          </FieldRow>
          <fieldset css={{ border: 0, margin: "0 0 1rem", padding: 0 }}>
            <legend>{t("settings.heldWeekdays")}</legend>
            <FieldRow>
              {WEEKDAYS.map((day) => (
                <label key={day}>
                  <input
                    type="checkbox"
                    checked={draft.heldWeekdays.includes(day)}
                    onChange={(e) =>
                      set(
                        "heldWeekdays",
                        e.target.checked
                          ? [...draft.heldWeekdays, day]
                          : draft.heldWeekdays.filter((d) => d !== day),
                      )
                    }
                  />{" "}
                  {days[day]}
                </label>
              ))}
            </FieldRow>
          </fieldset>
          {canUpdate && (
            <Button type="submit" size="short">
              {t("settings.save")}
            </Button>
          )}
        </fieldset>
      </form>
      {notice && <p role={notice.kind === "failed" ? "alert" : "status"}>{notice.text}</p>}
    </section>
  );
}
