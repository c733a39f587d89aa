import { bookingPriceCents } from "contracts/domains/pricing/booking";
import { type BookingFormValues, bookingForm } from "contracts/domains/reservations/forms";
import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import type { BookingCustomer, TeeSheet } from "contracts/domains/reservations/schemas";
import { placesLeft, smallestParty } from "contracts/domains/reservations/tee-times";
import { formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { FieldGrid, FieldRow, Notice, Page } from "ui-kit/page-kit";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useTeeSheet } from "../common/api/get-tee-sheet";
import { GuestFields } from "../common/guest-fields";
import { PlayersField } from "../common/players-field";
import { type Slot, SlotFields } from "../common/slot-fields";
import { useReservationClub } from "../common/use-reservation-club";
import { useCreateReservation } from "./api/create-reservation";
import { CustomerPicker } from "./customer-picker";
import { OfflineSettings } from "./offline-settings";
import { StrikesNotice } from "./strikes-notice";
import { offlineTexts } from "./texts";

/** The desk's booking form: only times for sale with room are offered; the price is shown before saving. */
export function OfflineReservationScreen() {
  const { t } = useTexts(offlineTexts);
  const start = (useLocation().state ?? {}) as Partial<Slot>;
  // Without a chosen date the club's today: its sheet names the date and the club's calling code.
  const opening = useTeeSheet(start.date ?? "");
  // Once the form is shown, a later read that fails (after a refusal) keeps it and what was typed.
  const state: LoadState<TeeSheet> | typeof opening = opening.data
    ? { status: "ready", data: opening.data }
    : opening;
  return (
    <Page title={t("titles.offlineReservation")}>
      <LoadGate state={state} loading={t("loading")} failed={t("loadFailed")}>
        {(sheet) => <BookingForm start={start} opening={sheet} />}
      </LoadGate>
      <OfflineSettings />
    </Page>
  );
}

function BookingForm({ start, opening }: { start: Partial<Slot>; opening: TeeSheet }) {
  const { t, i18n } = useTexts(offlineTexts);
  const { canCreate, canUpdate } = useReservationClub();
  const navigate = useNavigate();
  const messages = useMessages();
  const create = useCreateReservation();
  const [customer, setCustomer] = useState<BookingCustomer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    schema: bookingForm,
    initialValues: {
      date: opening.date,
      courseId: start.courseId || opening.courses[0]?.courseId || "",
      teeTime: start.teeTime ?? "",
      players: Math.max(1, opening.minPlayers),
      name: "",
      phoneCode: opening.phoneCode,
      phoneNumber: "",
      cart: false,
      caddie: false,
      memo: "",
      customerId: null,
    } satisfies BookingFormValues,
    onSubmit: async (input) => {
      setFailure(null);
      try {
        const created = await create.mutateAsync(input);
        navigate(pathTo("/reservation-detail", { id: created.reservationId }), {
          state: { reservation: created },
        });
      } catch (error) {
        // Someone else may have filled the time: the sheet is read again (the booking's invalidation), what was
        // typed stays, and the refusal says so.
        if (form.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("saveFailed")));
      }
    },
  });
  const values = form.values;
  // The opening date's sheet is the one the page opened with (kept fresh by the page); another date asks for its own.
  const other = useTeeSheet(values.date, { enabled: values.date !== opening.date });
  const sheet = values.date === opening.date ? opening : (other.data ?? opening);

  const course = sheet.courses.find((c) => c.courseId === values.courseId);
  const times = (course?.teeTimes ?? []).filter(
    (time) => time.sale !== "notForSale" && placesLeft(time) >= 1,
  );
  const chosen = times.find((time) => time.teeTime === values.teeTime);
  const free = chosen ? placesLeft(chosen) : TEE_TIME_CAPACITY;
  const minPlayers = smallestParty({ minPlayers: sheet.minPlayers });
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
    form.setValue("customerId", found?.customerId ?? null);
    if (found) {
      // A masked mobile is no number to call: the desk asks the guest for one.
      const phoneNumber = found.contactHidden ? "" : found.mobile;
      // A customer without a country brings no calling code: the one chosen stays.
      form.setValues({ name: found.name, phoneCode: found.phoneCode || values.phoneCode, phoneNumber });
    }
  };
  const players = form.control("players");
  // Whom the desk books for, as far as it knows yet: the customer chosen, else a whole phone number.
  const golfer = values.customerId
    ? { customerId: values.customerId }
    : /^\d{7,15}$/.test(values.phoneNumber)
      ? { phoneCode: values.phoneCode.replace(/^\+/, ""), phoneNumber: values.phoneNumber }
      : null;

  return (
    <>
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      {!sheet.scheduled && <Notice role="status">{t("noSchedule")}</Notice>}
      {/* Our own check words a problem in the UI language, under its field; the browser's would not. */}
      <form noValidate onSubmit={form.handleSubmit}>
        <FieldGrid>
          <SlotFields
            slot={values}
            sheet={sheet}
            times={times}
            onChange={(change) => form.setValues(change)}
            check={(name) => {
              const { ref, onBlur, error } = form.control(name);
              return { ref, onBlur, error };
            }}
          />
          <PlayersField control={players} fewest={minPlayers} most={free} />
        </FieldGrid>
        <CustomerPicker chosen={customer} onChoose={choose} />
        <GuestFields form={form} />
        <StrikesNotice golfer={golfer} timeZone={sheet.timeZone} canLift={canUpdate} />
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
          <Button type="submit" size="short" disabled={!canCreate || form.submitting}>
            {t("actions.book")}
          </Button>
        </FieldRow>
      </form>
    </>
  );
}
