import { bookingPriceCents } from "contracts/domains/pricing/booking";
import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import type { BookingCustomer, TeeSheet } from "contracts/domains/reservations/schemas";
import { placesLeft, smallestParty } from "contracts/domains/reservations/tee-times";
import { formatPrice } from "contracts/i18n/format";
import { getApiError } from "platform/http/errors";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Field, FieldRow, Page } from "ui-kit/page-kit";
import { useFailureMessage } from "ui-kit/use-failure-message";
import { RESERVATION_NAMESPACE } from "../../i18n/translations";
import { GuestFields, type GuestValues } from "../common/guest-fields";
import { type Slot, SlotFields } from "../common/slot-fields";
import { useReservationClub } from "../common/use-reservation-club";
import { CustomerPicker } from "./customer-picker";
import { OfflineSettings } from "./offline-settings";

interface Values extends Slot, GuestValues {
  players: number;
}

/** The desk's booking form: only times for sale with room are offered; the price is shown before saving. */
export function OfflineReservationScreen() {
  const { t, i18n } = useTranslation(RESERVATION_NAMESPACE);
  const { clubId, api, canCreate } = useReservationClub();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const start = (useLocation().state ?? {}) as Partial<Values>;
  // Without a chosen date the club's today, and without a typed code the club's calling code: the sheet names both.
  const [values, setValues] = useState<Values>({
    date: start.date ?? "",
    courseId: start.courseId ?? "",
    teeTime: start.teeTime ?? "",
    players: 1,
    name: "",
    phoneCode: "",
    phoneNumber: "",
    cart: false,
    caddie: false,
    memo: "",
  });
  const [customer, setCustomer] = useState<BookingCustomer | null>(null);
  const [sheet, setSheet] = useState<TeeSheet | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const loadedDate = useRef<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const loadSheet = useCallback(() => {
    if (!clubId) return () => undefined;
    let live = true;
    api
      .teeSheet(clubId, values.date || undefined)
      .then((answer) => {
        if (!live) return;
        loadedDate.current = answer.date;
        setSheet(answer);
        setValues((v) => ({
          ...v,
          date: v.date || answer.date,
          phoneCode: v.phoneCode || answer.phoneCode,
          courseId: v.courseId || answer.courses[0]?.courseId || "",
          players: Math.max(v.players, answer.minPlayers),
        }));
      })
      .catch((error) => live && setFailure(failureMessage(error, t("loadFailed"))));
    return () => {
      live = false;
    };
  }, [api, clubId, values.date, failureMessage, t]);
  // The first answer names the date it was for; that date is not asked for twice.
  useEffect(() => (loadedDate.current === values.date ? undefined : loadSheet()), [loadSheet, values.date]);

  const course = sheet?.courses.find((c) => c.courseId === values.courseId);
  const times = (course?.teeTimes ?? []).filter(
    (time) => time.sale !== "notForSale" && placesLeft(time) >= 1,
  );
  const chosen = times.find((time) => time.teeTime === values.teeTime);
  const free = chosen ? placesLeft(chosen) : TEE_TIME_CAPACITY;
  const minPlayers = smallestParty({ minPlayers: sheet?.minPlayers ?? 1 });
  const price =
    chosen?.pricePerPlayerCents != null
      ? bookingPriceCents({
          pricePerPlayerCents: chosen.pricePerPlayerCents,
          players: values.players,
          tier: customer?.tier ?? null,
        })
      : null;
  const choose = (found: BookingCustomer | null) => {
    setCustomer(found);
    if (found) {
      // A masked mobile is no number to call: the desk asks the guest for one.
      const phoneNumber = found.contactHidden ? "" : found.mobile;
      setValues((v) => ({ ...v, name: found.name, phoneCode: found.phoneCode, phoneNumber }));
    }
  };

  const submit = async () => {
    if (!clubId) return;
    setSaving(true);
    setFailure(null);
    try {
      const created = await api.create(clubId, { ...values, customerId: customer?.customerId ?? null });
      navigate(`/reservation-detail?id=${created.reservationId}`, { state: { reservation: created } });
    } catch (error) {
      // Someone else may have filled the time: say so, keep what was typed and offer what is left.
      if (getApiError(error).code === "slot_full") loadSheet();
      setFailure(failureMessage(error, t("saveFailed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={t("titles.offlineReservation")}>
      {failure && <p role="alert">{failure}</p>}
      {sheet && !sheet.scheduled && <p role="status">{t("noSchedule")}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FieldRow>
          <SlotFields
            slot={values}
            sheet={sheet}
            times={times}
            onChange={(change) => setValues((v) => ({ ...v, ...change }))}
          />
          <Field>
            {t("fields.players")}
            <select value={values.players} onChange={(e) => set("players", Number(e.target.value))}>
              {Array.from({ length: TEE_TIME_CAPACITY - minPlayers + 1 }, (_, i) => minPlayers + i).map(
                (n) => (
                  <option key={n} value={n} disabled={n > free}>
                    {n}
                  </option>
                ),
              )}
            </select>
          </Field>
        </FieldRow>
        <CustomerPicker chosen={customer} onChoose={choose} />
        <GuestFields values={values} onChange={(change) => setValues((v) => ({ ...v, ...change }))} />
        <FieldRow>
          <strong data-testid="booking-price">
            {t("fields.price")}: {price === null ? "—" : formatPrice(price.totalCents, i18n.language)}
            {price && price.discountCents > 0 && (
              <small>
                {" "}
                {t("customer.discount", { amount: formatPrice(price.discountCents, i18n.language) })}
              </small>
            )}
          </strong>
          <Button type="submit" size="short" disabled={!canCreate || saving}>
            {t("actions.book")}
          </Button>
        </FieldRow>
      </form>
      <OfflineSettings />
    </Page>
  );
}
