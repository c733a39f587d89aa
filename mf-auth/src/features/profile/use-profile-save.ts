import type { UpdateUserInput, User } from "contracts/domains/accounts/schemas";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useUpdateUser } from "./api/update-user";
import { profileTexts } from "./texts";

/** Saves the profile; a 403 is shown here in its own modal (spec §8), other failures in a dialog. */
export function useProfileSave(onSaved: (user: User) => void, alert: (message: string) => void) {
  const { t } = useTexts(profileTexts);
  const update = useUpdateUser();
  const [forbidden, setForbidden] = useState<{ message: string; reverify: boolean } | null>(null);

  const save = async (values: UpdateUserInput) => {
    try {
      onSaved(await update.mutateAsync(values));
    } catch (error) {
      const info = getApiError(error);
      if (info.status === 403) {
        setForbidden({ message: info.message, reverify: info.code === "reauthentication_required" });
      } else {
        alert(info.message || t("profile.saveFailed"));
      }
    }
  };
  return {
    save,
    forbidden,
    closeForbidden: () => setForbidden(null),
  };
}
