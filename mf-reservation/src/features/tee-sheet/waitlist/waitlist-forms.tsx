import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import type { TeeSheet } from "contracts/domains/reservations/schemas";
import { hasRoomFor, smallestParty } from "contracts/domains/reservations/tee-times";
import { type DeskWaitlistEntry, deskWaitlistJoinFormSchema } from "contracts/domains/waitlist/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { type FormEvent, useState } from "react";
import { Dropdown } from "ui-kit/dropdown";
import { FormActions } from "ui-kit/form-actions";
import { FieldGrid, Form, Notice } from "ui-kit/page-kit";
import { PhoneField } from "ui-kit/phone-field";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { PlayersField } from "../../common/players-field";
import { deskWaitlistTexts } from "./texts";
import { useDeskWaitlistActions } from "./use-desk-waitlist";

/** The tee times of the day where an entry's party fits now: inside its window, on its course, with room. */
export function timesFor(
  sheet: TeeSheet,
  entry: Pick<DeskWaitlistEntry, "from" | "to" | "courseId" | "players">,
) {
  return sheet.courses
    .filter((course) => !entry.courseId || course.courseId === entry.courseId)
    .flatMap((course) =>
      course.teeTimes
        .filter((time) => time.teeTime >= entry.from && time.teeTime <= entry.to)
        .filter((time) => hasRoomFor(time, entry.players))
        .map((time) => ({ courseId: course.courseId, courseName: course.name, teeTime: time.teeTime })),
    );
}

interface OfferProps {
  entry: DeskWaitlistEntry;
  sheet: TeeSheet;
  onDone: (entry: DeskWaitlistEntry) => void;
  onCancel: () => void;
}

/**
 * Offers a waiting party one of the times where it fits now; the API holds the places (or refuses a time taken
 * meanwhile, in its own words, and the list reads again).
 */
export function OfferForm({ entry, sheet, onDone, onCancel }: OfferProps) {
  const { t } = useTexts(deskWaitlistTexts);
  const messages = useMessages();
  const { offer } = useDeskWaitlistActions();
  const options = timesFor(sheet, entry).map((time) => ({
    value: `${time.courseId} ${time.teeTime}`,
    text: `${time.teeTime} · ${time.courseName}`,
  }));
  const [chosen, setChosen] = useState(options[0]?.value ?? "");
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [courseId = "", teeTime = ""] = chosen.split(" ");
    if (!teeTime) {
      setProblem(messages.word("tee_up_time_invalid"));
      return;
    }
    offer.mutate(
      { entryId: entry.entryId, input: { courseId, teeTime } },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(messages.failure(error, t("deskWaitlist.failed"))),
      },
    );
  };
  return (
    <Form onSubmit={submit} noValidate>
      <p>{t("deskWaitlist.offerLead")}</p>
      {options.length === 0 ? (
        <Notice>{t("deskWaitlist.noFreeTime", { count: entry.players })}</Notice>
      ) : (
        <Dropdown
          label={t("deskWaitlist.teeTime")}
          options={options}
          value={chosen}
          error={problem}
          onChange={(value) => {
            setChosen(value);
            setProblem(undefined);
          }}
        />
      )}
      <FormActions
        saveLabel={t("deskWaitlist.sendOffer")}
        cancelLabel={t("deskWaitlist.cancel")}
        onCancel={onCancel}
        disabled={offer.isPending || options.length === 0}
      />
    </Form>
  );
}

interface AddProps {
  sheet: TeeSheet;
  onDone: (entry: DeskWaitlistEntry) => void;
  onCancel: () => void;
}

/** Puts a phone caller on the sheet's day's waitlist: their window, course, party and how to reach them. */
export function AddEntryForm({ sheet, onDone, onCancel }: AddProps) {
  const { t } = useTexts(deskWaitlistTexts);
  const messages = useMessages();
  const { add } = useDeskWaitlistActions();
  const [failure, setFailure] = useState<string>();
  const fewest = smallestParty({ minPlayers: sheet.minPlayers });
  const form = useForm({
    schema: deskWaitlistJoinFormSchema,
    initialValues: {
      date: sheet.date,
      from: "07:00",
      to: "12:00",
      courseId: "",
      players: Math.max(fewest, 2),
      name: "",
      phoneCode: sheet.phoneCode,
      phoneNumber: "",
      email: "",
    },
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        onDone(await add.mutateAsync(values));
      } catch (error) {
        if (form.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("deskWaitlist.failed")));
      }
    },
  });
  const course = form.control("courseId");
  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <p>{t("deskWaitlist.addLead")}</p>
      <FieldGrid>
        <TextField label={t("deskWaitlist.from")} type="time" required step={60} {...form.text("from")} />
        <TextField label={t("deskWaitlist.to")} type="time" required step={60} {...form.text("to")} />
        <Dropdown
          label={t("deskWaitlist.course")}
          name="courseId"
          value={String(course.value ?? "")}
          onChange={course.onChange}
          onBlur={course.onBlur}
          error={course.error}
          options={[
            { value: "", text: t("deskWaitlist.anyCourse") },
            ...sheet.courses.map((c) => ({ value: c.courseId, text: c.name })),
          ]}
        />
        <PlayersField control={form.control("players")} fewest={fewest} most={TEE_TIME_CAPACITY} />
        <TextField label={t("deskWaitlist.name")} required maxLength={50} {...form.text("name")} />
        <TextField label={t("deskWaitlist.phoneCode")} required inputMode="tel" {...form.text("phoneCode")} />
        <PhoneField label={t("deskWaitlist.phone")} required {...form.text("phoneNumber")} />
        <TextField label={t("deskWaitlist.email")} type="email" {...form.text("email")} />
      </FieldGrid>
      {failure && (
        <Notice role="alert" tone="error">
          {failure}
        </Notice>
      )}
      <FormActions
        saveLabel={t("deskWaitlist.save")}
        cancelLabel={t("deskWaitlist.cancel")}
        onCancel={onCancel}
        disabled={form.submitting}
      />
    </Form>
  );
}
