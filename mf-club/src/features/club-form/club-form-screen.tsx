import { clubToFormValues, imageIssue, newClubValues } from "contracts/domains/clubs/forms";
import type { Club } from "contracts/domains/clubs/schemas";
import { actions, roleAccessKinds } from "contracts/domains/common/permissions";
import { createClubsApi } from "platform/clients/clubs";
import { getApiError } from "platform/http/errors";
import { issueKey } from "platform/i18n/error-catalogue";
import { usePlatform } from "platform/remote/platform-context";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { NoClubNotice } from "ui-kit/club-gate";
import { AlertDialog } from "ui-kit/dialogs";
import { useCommonTranslation } from "ui-kit/use-common-translation";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { CLUB_NAMESPACE } from "../../i18n/translations";
import { ClubFormFields } from "./club-form-fields";
import { Actions, Column, Fields, FormStack, Lead, Notice, Page } from "./form-parts";
import type { PictureChange } from "./picture-section";
import { type InvalidField, useClubForm } from "./use-club-form";

type Load = { kind: "loading" } | { kind: "ready"; club: Club | null } | { kind: "failed"; message: string };

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
 * without the Club information update permission.
 */
export function ClubFormScreen() {
  const { t } = useTranslation(CLUB_NAMESPACE);
  const { api, session, permissions } = usePlatform();
  const clubs = useMemo(() => createClubsApi(api), [api]);
  const navigate = useNavigate();
  const isAdd = useLocation().pathname === "/add-golf-club";
  const clubId = isAdd ? null : session.get("clubId");
  const user = session.get("userSession");
  const failureMessage = useFailureMessage();
  const [load, setLoad] = useState<Load>(isAdd ? { kind: "ready", club: null } : { kind: "loading" });

  const fetchClub = useCallback(() => {
    if (!clubId) return;
    let current = true;
    setLoad({ kind: "loading" });
    clubs
      .get(clubId)
      .then((club) => {
        if (current) setLoad({ kind: "ready", club });
      })
      .catch((error: unknown) => {
        if (current) setLoad({ kind: "failed", message: failureMessage(error, "") });
      });
    return () => {
      current = false;
    };
  }, [clubs, clubId, failureMessage]);
  useEffect(() => fetchClub(), [fetchClub]);

  const title = t(isAdd ? "titles.addGolfClub" : "titles.golfInfo");
  const toClubs = (
    <div>
      <Button size="auto" variant="secondary" onClick={() => navigate("/home")}>
        {t("form.toClubs")}
      </Button>
    </div>
  );

  let content: ReactNode;
  if (!isAdd && !clubId) {
    content = <NoClubNotice />;
  } else if (isAdd && !user?.isBusinessOwner) {
    content = (
      <>
        <Lead>{t("form.addNotAllowed")}</Lead>
        {toClubs}
      </>
    );
  } else if (load.kind === "loading") {
    content = <p role="status">{t("form.loading")}</p>;
  } else if (load.kind === "failed") {
    content = (
      <>
        <Notice tone="error" role="alert">
          {t("form.loadFailed")} {load.message}
        </Notice>
        <Actions>
          <Button size="auto" variant="secondary" onClick={fetchClub}>
            {t("form.retry")}
          </Button>
          <Button size="auto" variant="secondary" onClick={() => navigate("/home")}>
            {t("form.toClubs")}
          </Button>
        </Actions>
      </>
    );
  } else {
    const club = load.club;
    const granted = permissions.forCurrentClub("CLUB_INFORMATION") as Record<string, boolean> | undefined;
    const canSave = isAdd || user?.isAdmin === true || granted?.update === true;
    content = (
      <ClubEditor
        key={club?.clubId ?? "new"}
        club={club}
        readOnly={!canSave}
        onCreated={(createdId) => {
          // The creator owns the new club and holds every action in it, as the next sign-in will report.
          const all = Object.fromEntries(actions.map((action) => [action, true]));
          permissions.merge({ [createdId]: Object.fromEntries(roleAccessKinds.map((kind) => [kind, all])) });
          navigate("/home");
        }}
      />
    );
  }

  return (
    <Page>
      <Column>
        <h1>{title}</h1>
        {content}
      </Column>
    </Page>
  );
}

interface EditorProps {
  club: Club | null;
  readOnly: boolean;
  onCreated: (clubId: string) => void;
}

function ClubEditor({ club, readOnly, onCreated }: EditorProps) {
  const { t } = useTranslation(CLUB_NAMESPACE);
  const { api } = usePlatform();
  const clubs = useMemo(() => createClubsApi(api), [api]);
  const failureMessage = useFailureMessage();
  const catalogue = useCatalogueMessage();
  const common = useCommonTranslation().t;
  const [stored, setStored] = useState(club);
  const form = useClubForm(club ? clubToFormValues(club) : newClubValues());
  const [picture, setPicture] = useState<PictureChange>({ kind: "keep" });
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [invalid, setInvalid] = useState<InvalidField | null>(null);
  const [teeUpLimit, setTeeUpLimit] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "ok" | "error"; message: string } | null>(null);
  const [savedWithoutPicture, setSavedWithoutPicture] = useState<{ clubId: string; message: string } | null>(
    null,
  );

  const choosePicture = async (file: File | null) => {
    if (!file) return;
    const issue = imageIssue(file);
    setPictureError(issue ? t(issueKey(issue)) : undefined);
    if (issue) return;
    setPicture({ kind: "new", file, preview: await readAsDataUrl(file) });
  };

  const savePicture = async (clubId: string) => {
    if (picture.kind === "new") return clubs.uploadImage(clubId, picture.file);
    if (picture.kind === "remove" && stored?.clubImage) return clubs.removeImage(clubId);
    return null;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || readOnly) return;
    setOutcome(null);
    const checked = form.check();
    if (!checked.ok) {
      setInvalid(checked.first);
      return;
    }
    setSaving(true);
    let created: string | null = null;
    let updated: Club | null = null;
    try {
      if (stored) updated = await clubs.update(stored.clubId, checked.input);
      else created = (await clubs.create(checked.input)).clubId;
    } catch (error) {
      const info = getApiError(error);
      const first = info.issues.length > 0 ? form.setServerErrors(info.issues) : null;
      if (first) setInvalid(first);
      setOutcome({ tone: "error", message: failureMessage(error, t("form.saveFailed")) });
      setSaving(false);
      return;
    }
    // The club is saved from here on: a refused picture is reported, never a reason to save the club twice.
    let pictureFailure: string | null = null;
    try {
      updated = (await savePicture(created ?? stored?.clubId ?? "")) ?? updated;
    } catch (error) {
      pictureFailure = `${t("form.imageFailed")}\n${failureMessage(error, t("form.saveFailed"))}`;
    }
    setSaving(false);
    if (created) {
      if (pictureFailure) setSavedWithoutPicture({ clubId: created, message: pictureFailure });
      else onCreated(created);
      return;
    }
    if (updated) {
      setStored(updated);
      form.reset(clubToFormValues(updated));
    }
    setPicture({ kind: "keep" });
    setOutcome(
      pictureFailure ? { tone: "error", message: pictureFailure } : { tone: "ok", message: t("form.saved") },
    );
  };

  return (
    <FormStack noValidate onSubmit={save}>
      <Lead>{t(stored ? "form.editLead" : "form.addLead")}</Lead>
      {readOnly && (
        <Notice tone="info" role="note">
          {t("form.readOnly")}
        </Notice>
      )}
      <Fields disabled={readOnly}>
        <ClubFormFields
          form={form}
          readOnly={readOnly}
          onTeeUpLimit={() => setTeeUpLimit(true)}
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
        <Notice tone={outcome.tone} role={outcome.tone === "ok" ? "status" : "alert"}>
          {outcome.message}
        </Notice>
      )}
      {!readOnly && (
        <Actions>
          <Button type="submit" size="short" disabled={saving}>
            {saving ? t("form.saving") : t("form.save")}
          </Button>
        </Actions>
      )}
      <AlertDialog
        open={teeUpLimit}
        message={catalogue("tee_up_limit")}
        confirmLabel={common("dialog.confirm")}
        onClose={() => setTeeUpLimit(false)}
      />
      <AlertDialog
        open={invalid !== null}
        title={t("form.invalidTitle")}
        message={invalid ? `${t("form.invalidField", { field: invalid.label })}\n${invalid.message}` : ""}
        onClose={() => {
          const path = invalid?.path;
          setInvalid(null);
          if (path) form.focus(path);
        }}
      />
      <AlertDialog
        open={savedWithoutPicture !== null}
        message={savedWithoutPicture?.message ?? ""}
        onClose={() => {
          const created = savedWithoutPicture?.clubId;
          setSavedWithoutPicture(null);
          if (created) onCreated(created);
        }}
      />
    </FormStack>
  );
}
