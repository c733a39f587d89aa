import styled from "@emotion/styled";
import {
  type ClubFormValues,
  clubForm,
  clubToFormValues,
  imageIssue,
  newClubValues,
} from "contracts/domains/clubs/forms";
import type { Club, ClubInput } from "contracts/domains/clubs/schemas";
import { actions, roleAccessKinds } from "contracts/domains/common/permissions";
import { useClub } from "platform/data/shared-reads";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { getApiError } from "platform/http/errors";
import { issueKey } from "platform/i18n/error-catalogue";
import { useTexts } from "platform/i18n/use-texts";
import { usePlatform } from "platform/remote/platform-context";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { useAlert } from "ui-kit/dialogs";
import { LoadGate } from "ui-kit/load-gate";
import { Actions, Lead, Notice, Page } from "ui-kit/page-kit";
import { useCommonTranslation } from "ui-kit/use-common-translation";
import { type NestedPath, useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useChangeClubPicture } from "./api/change-club-picture";
import { useSaveClub } from "./api/save-club";
import { BookingLink } from "./booking-link";
import { ClubFormFields } from "./club-form-fields";
import { Fields, FormStack } from "./form-parts";
import type { PictureChange } from "./picture-section";
import { clubFormTexts } from "./texts";

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * /add-golf-club and /golf-info: one form (spec §2 "Club form"). Adding creates the club (and uploads its picture),
 * then returns to /home where its card appears; /golf-info edits the selected club and stays, read-only for users
 * without the Club information update permission. Without a selected club the page kit offers the club list.
 */
export function ClubFormScreen() {
  const { t } = useTexts(clubFormTexts);
  const { session, permissions } = usePlatform();
  const navigate = useNavigate();
  const isAdd = useLocation().pathname === pathTo("/add-golf-club");
  const clubId = useSelectedClubId();
  const club = useClub(isAdd ? "" : clubId);
  const messages = useMessages();
  const user = session.get("userSession");
  const toClubs = () => navigate(pathTo("/home"));

  const editor = (stored: Club | null) => {
    const granted = permissions.forCurrentClub("CLUB_INFORMATION") as Record<string, boolean> | undefined;
    const canSave = isAdd || user?.isAdmin === true || granted?.update === true;
    return (
      <ClubEditor
        key={stored?.clubId ?? "new"}
        club={stored}
        readOnly={!canSave}
        onCreated={(createdId) => {
          // The creator owns the new club and holds every action in it, as the next sign-in will report.
          const all = Object.fromEntries(actions.map((action) => [action, true]));
          permissions.merge({ [createdId]: Object.fromEntries(roleAccessKinds.map((kind) => [kind, all])) });
          navigate(pathTo("/home"));
        }}
      />
    );
  };

  let content: ReactNode;
  if (isAdd && !user?.isBusinessOwner) {
    content = (
      <>
        <Lead>{t("form.addNotAllowed")}</Lead>
        <Actions>
          <Button size="auto" variant="secondary" onClick={toClubs}>
            {t("form.toClubs")}
          </Button>
        </Actions>
      </>
    );
  } else if (isAdd) {
    content = editor(null);
  } else {
    content = (
      <LoadGate
        state={club}
        loading={t("form.loading")}
        failed={
          club.isError ? `${t("form.loadFailed")} ${messages.failure(club.error, "")}`.trim() : undefined
        }
        missing={{ message: t("form.loadFailed"), back: { label: t("form.toClubs"), onClick: toClubs } }}
      >
        {editor}
      </LoadGate>
    );
  }

  return (
    <Page title={t(isAdd ? "titles.addGolfClub" : "titles.golfInfo")} fullPage>
      {content}
    </Page>
  );
}

/** The kit's action row, with Save at the end of the form as before. */
const SaveBar = styled(Actions)`
  justify-content: flex-end;
`;

interface EditorProps {
  club: Club | null;
  readOnly: boolean;
  onCreated: (clubId: string) => void;
}

function ClubEditor({ club: stored, readOnly, onCreated }: EditorProps) {
  const { t } = useTexts(clubFormTexts);
  const saveClub = useSaveClub();
  const changePicture = useChangeClubPicture();
  const messages = useMessages();
  const common = useCommonTranslation().t;
  const [picture, setPicture] = useState<PictureChange>({ kind: "keep" });
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const { alert, dialog } = useAlert();
  /** Names a field in a dialog (the first invalid one on the page) and returns to it once acknowledged. */
  const nameInvalid = (path: string, label: string, message: string) =>
    alert(`${t("form.invalidField", { field: label })}\n${message}`, {
      title: t("form.invalidTitle"),
      afterClose: () => form.focusField(path as NestedPath<ClubFormValues>),
    });

  const choosePicture = async (file: File | null) => {
    if (!file) return;
    const issue = imageIssue(file);
    setPictureError(issue ? t(issueKey(issue)) : undefined);
    if (issue) return;
    setPicture({ kind: "new", file, preview: await readAsDataUrl(file) });
  };

  const savePicture = async (clubId: string) => {
    if (picture.kind === "new")
      return changePicture.mutateAsync({ clubId, kind: "upload", file: picture.file });
    if (picture.kind === "remove" && stored?.clubImage)
      return changePicture.mutateAsync({ clubId, kind: "remove" });
    return null;
  };

  const save = async (input: ClubInput) => {
    setOutcome(null);
    let created: string | null = null;
    let updated: Club | null = null;
    try {
      const saved = await saveClub.mutateAsync({ clubId: stored?.clubId ?? null, input });
      if (stored) updated = saved.club;
      else created = saved.clubId;
    } catch (error) {
      const info = getApiError(error);
      // The server's issues go under their fields; the first one on the page is named in a dialog.
      const [first] = form.applyApiError(error);
      const label = first === undefined ? undefined : form.labelOf(first);
      if (first && label !== undefined) {
        nameInvalid(first, label, info.issues.find((issue) => issue.path === first)?.message ?? "");
      }
      setOutcome({ tone: "error", message: messages.failure(error, t("form.saveFailed")) });
      return;
    }
    // The club is saved from here on: a refused picture is reported, never a reason to save the club twice.
    let pictureFailure: string | null = null;
    try {
      updated = (await savePicture(created ?? stored?.clubId ?? "")) ?? updated;
    } catch (error) {
      pictureFailure = `${t("form.imageFailed")}\n${messages.failure(error, t("form.saveFailed"))}`;
    }
    if (created) {
      const clubId = created;
      if (pictureFailure) alert(pictureFailure, { afterClose: () => onCreated(clubId) });
      else onCreated(created);
      return;
    }
    // The saved values are shown as the server stored them (the club's own query is read again meanwhile).
    if (updated) form.reset(clubToFormValues(updated));
    setPicture({ kind: "keep" });
    setOutcome(
      pictureFailure
        ? { tone: "error", message: pictureFailure }
        : { tone: "success", message: t("form.saved") },
    );
  };

  const form = useForm({
    schema: clubForm,
    initialValues: stored ? clubToFormValues(stored) : newClubValues(),
    onSubmit: save,
    // The first invalid field on the page has the focus already; a dialog names it (spec §5 generic scan).
    onInvalid: ([first]) => {
      setOutcome(null);
      if (first) nameInvalid(first, form.labelOf(first) ?? "", form.messageOf(first) ?? "");
    },
  });

  return (
    <FormStack noValidate onSubmit={readOnly ? (event) => event.preventDefault() : form.handleSubmit}>
      <Lead>{t(stored ? "form.editLead" : "form.addLead")}</Lead>
      {readOnly && <Notice role="note">{t("form.readOnly")}</Notice>}
      {stored && <BookingLink clubId={stored.clubId} />}
      <Fields disabled={readOnly}>
        <ClubFormFields
          form={form}
          readOnly={readOnly}
          onTeeUpLimit={() =>
            alert(messages.word("tee_up_limit"), { confirmLabel: common("dialog.confirm") })
          }
          picture={{
            stored: stored?.clubImage ?? null,
            change: picture,
            error: pictureError,
            onChoose: (file) => void choosePicture(file),
            onRemove: () => setPicture({ kind: "remove" }),
          }}
        />
      </Fields>
      {outcome && (
        <Notice tone={outcome.tone} role={outcome.tone === "success" ? "status" : "alert"}>
          {outcome.message}
        </Notice>
      )}
      {!readOnly && (
        <SaveBar>
          <Button type="submit" size="short" disabled={form.submitting}>
            {form.submitting ? t("form.saving") : t("form.save")}
          </Button>
        </SaveBar>
      )}
      {dialog}
    </FormStack>
  );
}
