import {
  ROLE_LIMITS,
  type Role,
  type RoleInput,
  type RolePermissions,
  roleInputSchema,
} from "contracts/domains/staff-roles/schemas";
import { getApiError } from "platform/http/errors";
import { useCan } from "platform/remote/use-club-access";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { AlertDialog } from "ui-kit/dialogs";
import { Actions, Form, Lead, Notice, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { useForm } from "ui-kit/use-form";
import { STAFF_ROLES_NAMESPACE } from "../../i18n/translations";
import { usePlatform, useStaffRolesApi } from "../platform/use-staff-roles";
import { PermissionMatrix } from "./permission-matrix";

type Values = { name: string; note: string; permissions: RolePermissions };

function RoleForm({ role, onDone }: { role?: Role; onDone: () => void }) {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const api = useStaffRolesApi();
  const clubId = usePlatform().session.get("clubId") ?? "";
  const catalogue = useCatalogueMessage();
  const failure = useFailureMessage();
  const can = useCan();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, RoleInput>({
    schema: roleInputSchema,
    initialValues: { name: role?.name ?? "", note: role?.note ?? "", permissions: role?.permissions ?? {} },
    onSubmit: async (input) => {
      try {
        if (role) await api.updateRole(clubId, role.roleId, input);
        else await api.createRole(clubId, input);
        onDone();
      } catch (error) {
        if (getApiError(error).code === "role_name_duplicated") {
          form.setServerErrors({ name: catalogue("role_name_duplicated") });
          return;
        }
        console.error("Could not save the role", error);
        setMessage(failure(error, role ? t("roles.editFailed") : t("roles.addFailed")));
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
      <Actions>
        <Button type="submit" size="short" disabled={form.submitting}>
          {t("roles.save")}
        </Button>
        <Button variant="secondary" size="short" onClick={onDone}>
          {t("roles.cancel")}
        </Button>
      </Actions>
      <AlertDialog open={message !== null} message={message ?? ""} onClose={() => setMessage(null)} />
    </Form>
  );
}

/** /add-role: name, note and View / Edit / All per kind. */
export function AddRoleScreen() {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Page title={t("titles.addRole")} fullPage>
      <RoleForm onDone={() => navigate("/setting-role")} />
    </Page>
  );
}

type Load =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "failed" }
  | { state: "ready"; role: Role };

/** /edit-role (the role id in navigation state): name, note and Read / Create / Update / Delete per kind. */
export function EditRoleScreen() {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const navigate = useNavigate();
  const api = useStaffRolesApi();
  const clubId = usePlatform().session.get("clubId") ?? "";
  const roleId = (useLocation().state as { roleId?: unknown } | null)?.roleId;
  const [load, setLoad] = useState<Load>(
    typeof roleId === "string" ? { state: "loading" } : { state: "missing" },
  );

  useEffect(() => {
    if (typeof roleId !== "string") return;
    let live = true;
    api.role(clubId, roleId).then(
      (role) => live && setLoad({ state: "ready", role }),
      (error: unknown) => {
        console.error("Could not load the role", error);
        if (live) setLoad({ state: getApiError(error).status === 404 ? "missing" : "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [api, clubId, roleId]);

  const back = () => navigate("/setting-role");
  return (
    <Page title={t("titles.editRole")} fullPage>
      {load.state === "loading" && <Lead role="status">{t("roles.loading")}</Lead>}
      {(load.state === "missing" || load.state === "failed") && (
        <>
          <Notice tone="error" role="alert">
            {load.state === "missing" ? t("roles.missing") : t("roles.loadFailed")}
          </Notice>
          <Actions>
            <Button variant="secondary" size="short" onClick={back}>
              {t("titles.settingRole")}
            </Button>
          </Actions>
        </>
      )}
      {load.state === "ready" && <RoleForm role={load.role} onDone={back} />}
    </Page>
  );
}
