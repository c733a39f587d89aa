import { useUser } from "platform/data/shared-reads";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { LoadGate } from "ui-kit/load-gate";
import { Actions, Lead, Notice } from "ui-kit/page-kit";
import { pathTo } from "../../paths";
import { AuthCard } from "../common/layout/auth-card";
import { usePlatform } from "../common/platform/use-platform";
import { canEditProfile } from "./can-edit-profile";
import { ProfileEditForm } from "./profile-edit-form";
import { ProfileView } from "./profile-view";
import { profileTexts } from "./texts";

/** /profile: read-only, or edit mode when /verify-password sent us back with `{ success: true }`. */
export function ProfileScreen() {
  const { t } = useTexts(profileTexts);
  const platform = usePlatform();
  const user = useUser();
  const navigate = useNavigate();
  const editing = (useLocation().state as { success?: unknown } | null)?.success === true;
  const [saved, setSaved] = useState(false);
  const allowed = canEditProfile(platform);

  // Leaving edit mode drops the success flag, so Back or a reload cannot reopen it without a new check.
  const toReadOnly = () => navigate(pathTo("/profile"), { replace: true, state: null });

  return (
    <AuthCard title={editing ? t("profile.editTitle") : t("profile.title")} wide>
      {saved && !editing && (
        <Notice tone="success" role="status">
          {t("profile.saved")}
        </Notice>
      )}
      <LoadGate state={user} loading={t("profile.loading")} failed={t("profile.loadFailed")}>
        {(loaded) =>
          editing ? (
            <ProfileEditForm
              user={loaded}
              onCancel={toReadOnly}
              // The saved account is already the cached one: the view below shows it.
              onSaved={() => {
                setSaved(true);
                toReadOnly();
              }}
            />
          ) : (
            <>
              <ProfileView user={loaded} />
              <Actions>
                <Button
                  size="short"
                  disabled={!allowed}
                  aria-describedby={allowed ? undefined : "profile-edit-not-allowed"}
                  onClick={() =>
                    navigate(pathTo("/verify-password"), { state: { nextPage: pathTo("/profile") } })
                  }
                >
                  {t("profile.edit")}
                </Button>
              </Actions>
              {/* A greyed-out button alone leaves an employee guessing why; say what would unlock it. */}
              {!allowed && <Lead id="profile-edit-not-allowed">{t("profile.editNotAllowed")}</Lead>}
            </>
          )
        }
      </LoadGate>
    </AuthCard>
  );
}
