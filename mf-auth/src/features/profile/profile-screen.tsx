import type { User } from "contracts/domains/accounts/schemas";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { AUTH_NAMESPACE } from "../i18n/namespace";
import { Actions, AuthCard, Lead, Notice } from "../layout/auth-card";
import { useAccounts, usePlatform } from "../platform/use-platform";
import { canEditProfile } from "./can-edit-profile";
import { ProfileEditForm } from "./profile-edit-form";
import { ProfileView } from "./profile-view";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; user: User };

/** /profile: read-only, or edit mode when /verify-password sent us back with `{ success: true }`. */
export function ProfileScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const platform = usePlatform();
  const accounts = useAccounts();
  const navigate = useNavigate();
  const editing = (useLocation().state as { success?: unknown } | null)?.success === true;
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [saved, setSaved] = useState(false);
  const allowed = canEditProfile(platform);

  useEffect(() => {
    let live = true;
    accounts.getUser().then(
      (user) => live && setLoad({ state: "ready", user }),
      (error: unknown) => {
        console.error("Could not load the profile", error);
        if (live) setLoad({ state: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [accounts]);

  // Leaving edit mode drops the success flag, so Back or a reload cannot reopen it without a new check.
  const toReadOnly = () => navigate("/profile", { replace: true, state: null });

  return (
    <AuthCard title={editing ? t("profile.editTitle") : t("profile.title")} wide>
      {load.state === "loading" && <Lead role="status">{t("profile.loading")}</Lead>}
      {load.state === "failed" && (
        <Notice tone="error" role="alert">
          {t("profile.loadFailed")}
        </Notice>
      )}
      {saved && !editing && (
        <Notice tone="success" role="status">
          {t("profile.saved")}
        </Notice>
      )}
      {load.state === "ready" && editing && (
        <ProfileEditForm
          user={load.user}
          onCancel={toReadOnly}
          onSaved={(user) => {
            setLoad({ state: "ready", user });
            setSaved(true);
            toReadOnly();
          }}
        />
      )}
      {load.state === "ready" && !editing && (
        <>
          <ProfileView user={load.user} />
          <Actions>
            <Button
              size="short"
              disabled={!allowed}
              aria-describedby={allowed ? undefined : "profile-edit-not-allowed"}
              onClick={() => navigate("/verify-password", { state: { nextPage: "/profile" } })}
            >
              {t("profile.edit")}
            </Button>
          </Actions>
          {/* A greyed-out button alone leaves an employee guessing why; say what would unlock it. */}
          {!allowed && <Lead id="profile-edit-not-allowed">{t("profile.editNotAllowed")}</Lead>}
        </>
      )}
    </AuthCard>
  );
}
