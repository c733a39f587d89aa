import {
  ROLE_LIMITS,
  type Role,
  type RoleInput,
  type RolePermissions,
  roleInputSchema,
} from "contracts/domains/staff-roles/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useIdParam } from "platform/remote/id-param";
import { useCan } from "platform/remote/use-club-access";
import { useLocation, useNavigate } from "react-router-dom";
import { useAlert } from "ui-kit/dialogs";
import { FormActions } from "ui-kit/form-actions";
import { LoadGate } from "ui-kit/load-gate";
import { Form, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useChangeRole } from "./api/change-role";
import { useRole } from "./api/get-role";
import { PermissionMatrix } from "./permission-matrix";
import { rolesTexts } from "./texts";

type Values = { name: string; note: string; permissions: RolePermissions };

function RoleForm({ role, onDone }: { role?: Role; onDone: () => void }) {
  const { t } = useTexts(rolesTexts);
  const change = useChangeRole();
  const messages = useMessages();
  const can = useCan();
  const { alert, dialog } = useAlert();
  const form = useForm<Values, RoleInput>({
    schema: roleInputSchema,
    initialValues: { name: role?.name ?? "", note: role?.note ?? "", permissions: role?.permissions ?? {} },
    onSubmit: async (input) => {
      try {
        await change.mutateAsync({ kind: "save", roleId: role?.roleId, input });
        onDone();
      } catch (error) {
        if (form.applyApiError(error, { role_name_duplicated: "name" }).length > 0) return;
        alert(messages.failure(error, role ? t("roles.editFailed") : t("roles.addFailed")));
      }
    },
  });

  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t("roles.name")}
        required
        maxLength={ROLE_LIMITS.name}
        placeholder={t("roles.namePlaceholder")}
        {...form.text("name")}
      />
      <TextField
        label={t("roles.note")}
        maxLength={ROLE_LIMITS.note}
        placeholder={t("roles.notePlaceholder")}
        {...form.text("note")}
      />
      <PermissionMatrix
        mode={role ? "actions" : "levels"}
        value={form.values.permissions}
        onChange={(permissions) => form.setValue("permissions", permissions)}
        t={t}
        holds={can}
      />
      <FormActions
        saveLabel={t("roles.save")}
        cancelLabel={t("roles.cancel")}
        onCancel={onDone}
        disabled={form.submitting}
      />
      {dialog}
    </Form>
  );
}

/** /add-role: name, note and View / Edit / All per kind. */
export function AddRoleScreen() {
  const { t } = useTexts(rolesTexts);
  const navigate = useNavigate();
  return (
    <Page title={t("titles.addRole")} fullPage>
      <RoleForm onDone={() => navigate(pathTo("/setting-role"))} />
    </Page>
  );
}

/**
 * /edit-role?id=…: name, note and Read / Create / Update / Delete per kind. The id in the address keeps a reload or
 * a shared link on the role.
 */
export function EditRoleScreen() {
  const { t } = useTexts(rolesTexts);
  const navigate = useNavigate();
  const roleId = useIdParam(useLocation().search);
  const role = useRole(roleId);
  const back = () => navigate(pathTo("/setting-role"));
  return (
    <Page title={t("titles.editRole")} fullPage>
      <LoadGate
        state={roleId ? role : { status: "missing" }}
        loading={t("roles.loading")}
        failed={t("roles.loadFailed")}
        missing={{ message: t("roles.missing"), back: { label: t("titles.settingRole"), onClick: back } }}
      >
        {(loaded) => <RoleForm role={loaded} onDone={back} />}
      </LoadGate>
    </Page>
  );
}
