import type { UpdateUserInput, User } from "contracts/domains/accounts/schemas";
import { NO_FORBIDDEN_HANDLER } from "platform/http/client";
import { getApiError } from "platform/http/errors";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AUTH_NAMESPACE } from "../i18n/namespace";
import { useAccounts } from "../platform/use-platform";

/** Saves the profile; a 403 is shown here in its own modal (spec §8), other failures in a dialog. */
export function useProfileSave(onSaved: (user: User) => void) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const accounts = useAccounts();
  const [forbidden, setForbidden] = useState<{ message: string; reverify: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (update: UpdateUserInput) => {
    try {
      onSaved(await accounts.updateUser(update, { [NO_FORBIDDEN_HANDLER]: "true" }));
    } catch (error) {
      const info = getApiError(error);
      if (info.status === 403) {
        setForbidden({ message: info.message, reverify: info.code === "reauthentication_required" });
      } else {
        console.error("Profile save failed", error);
        setFailure(info.message || t("profile.saveFailed"));
      }
    }
  };
  return {
    save,
    forbidden,
    closeForbidden: () => setForbidden(null),
    failure,
    closeFailure: () => setFailure(null),
  };
}
