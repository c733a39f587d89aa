import {
  type ReleaseJoinInput,
  type ReleaseVerified,
  releaseJoinInputSchema,
  releaseVerifyInputSchema,
} from "contracts/domains/releases/schemas";
import { createReleasesApi } from "platform/clients/releases";
import { useClient } from "platform/data/use-client";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useRef, useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, FieldGrid, Notice } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { solveProof } from "./solve-proof";
import { releaseTexts } from "./texts";

type Proof = ReleaseJoinInput["proof"];

const emailSchema = releaseJoinInputSchema.pick({ email: true });
const codeSchema = releaseVerifyInputSchema.pick({ code: true });

/**
 * Joining a release's line: the page fetches the join's proof of work and solves it while the golfer types their
 * email; Join sends both (waiting for the proof if it is not ready yet), a 6-digit code is mailed, and the code
 * entered answers the golfer's entry and its token.
 */
export function JoinRelease({
  clubId,
  date,
  onJoined,
}: {
  clubId: string;
  date: string;
  onJoined: (verified: ReleaseVerified) => void;
}) {
  const { t } = useTexts(releaseTexts);
  const messages = useMessages();
  const releases = useClient(createReleasesApi);
  const proof = useRef<Promise<Proof | null> | null>(null);
  const [sent, setSent] = useState<{ entryId: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const startProof = () => {
    const solving = releases.challenge(clubId).then((challenge) => solveProof(challenge));
    // A failure is met again at Join, which asks for a fresh challenge.
    solving.catch(() => undefined);
    proof.current = solving;
    return solving;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one proof per club and day, started when the form shows.
  useEffect(() => {
    startProof();
  }, [clubId, date]);

  const join = useForm({
    schema: emailSchema,
    initialValues: { email: "" },
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        const ready = (await proof.current?.catch(() => null)) ?? (await startProof());
        if (!ready) throw new Error("The proof of work could not be solved");
        // A proof is spent once, whatever the answer: the next try solves a fresh one.
        proof.current = null;
        const answer = await releases.join(clubId, { date, email, proof: ready });
        setSent({ entryId: answer.entryId, email });
      } catch (error) {
        startProof();
        if (join.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("release.joinFailed")));
      }
    },
  });

  const verify = useForm({
    schema: codeSchema,
    initialValues: { code: "" },
    onSubmit: async ({ code }) => {
      if (!sent) return;
      setFailure(null);
      try {
        onJoined(await releases.verify({ entryId: sent.entryId, code }));
      } catch (error) {
        if (verify.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("release.joinFailed")));
      }
    },
  });

  const problem = failure && (
    <Notice role="alert" tone="error">
      {failure}
    </Notice>
  );
  if (sent)
    return (
      <form noValidate onSubmit={verify.handleSubmit}>
        <Notice role="status" tone="success">
          {t("release.codeSent", { email: sent.email })}
        </Notice>
        <FieldGrid>
          <TextField
            label={t("release.code")}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...verify.text("code")}
          />
        </FieldGrid>
        {problem}
        <Actions>
          <Button type="submit" disabled={verify.submitting}>
            {verify.submitting ? t("release.confirming") : t("release.confirm")}
          </Button>
        </Actions>
      </form>
    );
  return (
    <form noValidate onSubmit={join.handleSubmit}>
      <p css={{ margin: "0 0 0.5rem" }}>{t("release.joinLead")}</p>
      <FieldGrid>
        <TextField
          label={t("fields.email")}
          required
          type="email"
          autoComplete="email"
          {...join.text("email")}
        />
      </FieldGrid>
      {problem}
      <Actions>
        <Button type="submit" disabled={join.submitting}>
          {join.submitting ? t("release.joining") : t("release.join")}
        </Button>
      </Actions>
    </form>
  );
}
