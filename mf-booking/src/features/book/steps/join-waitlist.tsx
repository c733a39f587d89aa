import type { PublicClub } from "contracts/domains/reservations/online-booking";
import { waitlistJoinFormSchema } from "contracts/domains/waitlist/schemas";
import { formatDate } from "contracts/i18n/format";
import { createWaitlistApi } from "platform/clients/waitlist";
import { useClient } from "platform/data/use-client";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, FieldGrid, Notice } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import type { GolferDetails, Search } from "../types";
import { GolferFields } from "./golfer-fields";
import { stepTexts } from "./texts";

/**
 * Joins the day's waitlist for the party searched: a window of tee times and the golfer's details (kept with those
 * of the booking form). The answer is an entry to confirm by the mailed link; until then it is not in line.
 */
export function JoinWaitlist({
  club,
  search,
  details,
  onKeep,
  onBack,
}: {
  club: PublicClub;
  search: Search;
  details: GolferDetails;
  onKeep: (details: GolferDetails) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTexts(stepTexts);
  const messages = useMessages();
  const waitlist = useClient(createWaitlistApi);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    schema: waitlistJoinFormSchema,
    initialValues: { from: "07:00", to: "12:00", ...details },
    onSubmit: async (values) => {
      setFailure(null);
      const { from, to, ...golfer } = values;
      onKeep(golfer);
      try {
        await waitlist.join(club.clubId, { date: search.date, players: search.players, ...values });
        setSentTo(values.email);
      } catch (error) {
        if (form.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("waitlist.failed")));
      }
    },
  });

  return (
    <section aria-labelledby="join-waitlist" css={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
      <h2 id="join-waitlist" css={{ margin: 0, fontSize: "1.125rem" }}>
        {t("waitlist.title", { date: formatDate(search.date, i18n.language), count: search.players })}
      </h2>
      {sentTo ? (
        <Notice role="status" tone="success">
          {t("waitlist.sent", { email: sentTo })}
        </Notice>
      ) : (
        <form noValidate onSubmit={form.handleSubmit}>
          <p css={{ margin: "0 0 1rem" }}>{t("waitlist.lead")}</p>
          <FieldGrid>
            <TextField label={t("waitlist.from")} type="time" required step={60} {...form.text("from")} />
            <TextField label={t("waitlist.to")} type="time" required step={60} {...form.text("to")} />
            <GolferFields text={form.text} emailHint={t("waitlist.emailHint")} />
          </FieldGrid>
          {failure && (
            <Notice role="alert" tone="error">
              {failure}
            </Notice>
          )}
          <Actions>
            <Button type="submit" size="long" disabled={form.submitting}>
              {t("waitlist.join")}
            </Button>
          </Actions>
        </form>
      )}
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          {t("waitlist.back")}
        </Button>
      </Actions>
    </section>
  );
}
