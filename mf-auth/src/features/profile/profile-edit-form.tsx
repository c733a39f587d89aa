import { companyProfileForm, newPasswordReady, personalProfileForm } from "contracts/domains/accounts/forms";
import type { User } from "contracts/domains/accounts/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useNavigate } from "react-router-dom";
import { ForbiddenModal, useAlert } from "ui-kit/dialogs";
import { FormActions } from "ui-kit/form-actions";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import type { z } from "zod";
import { pathTo } from "../../paths";
import { Row, Stack } from "../common/layout/auth-card";
import { ProfileEditFields } from "./profile-edit-fields";
import { initialProfileValues, type ProfileValues, toUpdate } from "./profile-values";
import { profileTexts } from "./texts";
import { useProfileSave } from "./use-profile-save";

interface Props {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

/** Edit mode, reached after /verify-password: company details (or country) and a new password. */
export function ProfileEditForm({ user, onSaved, onCancel }: Props) {
  const { t } = useTexts(profileTexts);
  const navigate = useNavigate();
  const { alert, dialog } = useAlert();
  const saving = useProfileSave(onSaved, alert);
  // The two schemas share the password part; the form holds both shapes' fields and each schema reads its own.
  const schema = (user.company ? companyProfileForm : personalProfileForm) as unknown as z.ZodType<
    ProfileValues,
    ProfileValues
  >;
  const form = useForm({
    schema,
    initialValues: initialProfileValues(user),
    onSubmit: (values) => saving.save(toUpdate(values, user)),
    onInvalid: ([first]) =>
      alert(t("profile.invalidField", { field: first ? t(`profile.fieldTitles.${first}`) : "" }), {
        afterClose: () => form.focusField(form.invalidFields[0] ?? "newPw"),
      }),
  });

  return (
    <Stack noValidate onSubmit={form.handleSubmit}>
      <Row>
        <TextField label={t("fields.firstName")} value={user.userName.firstName} readOnly />
        <TextField label={t("fields.lastName")} value={user.userName.lastName} readOnly />
      </Row>
      <TextField label={t("fields.email")} value={user.email} readOnly />
      <ProfileEditFields form={form} isCompany={Boolean(user.company)} />
      <FormActions
        saveLabel={t("profile.save")}
        cancelLabel={t("profile.cancel")}
        onCancel={onCancel}
        disabled={!newPasswordReady(form.values) || form.submitting}
      />
      {dialog}
      <ForbiddenModal
        message={saving.forbidden ? saving.forbidden.message : null}
        onClose={() => {
          const reverify = saving.forbidden?.reverify;
          saving.closeForbidden();
          if (reverify) navigate(pathTo("/verify-password"), { state: { nextPage: pathTo("/profile") } });
        }}
      />
    </Stack>
  );
}
