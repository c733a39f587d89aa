import type { Role } from "contracts/domains/staff-roles/schemas";
import { getApiError } from "platform/http/errors";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { AlertDialog, ConfirmDialog } from "ui-kit/dialogs";
import { Notice, Page, RowActions } from "ui-kit/page-kit";
import { PagedTable, TABLE_PAGE_SIZE, type TableState } from "ui-kit/paged-table";
import { useFailureMessage } from "ui-kit/use-failure-message";
import { STAFF_ROLES_NAMESPACE } from "../../i18n/translations";
import { useCan, usePlatform, useStaffRolesApi } from "../platform/use-staff-roles";
import { accessSummary } from "./access-summary";

/** /setting-role: the club's roles with what each grants and how many staff hold it; add, edit, delete. */
export function RoleListScreen() {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const api = useStaffRolesApi();
  const clubId = usePlatform().session.get("clubId") ?? "";
  const can = useCan();
  const navigate = useNavigate();
  const failure = useFailureMessage();
  const [roles, setRoles] = useState<Role[]>([]);
  const [state, setState] = useState<TableState>("loading");
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setState("loading");
    api.roles(clubId).then(
      ({ list }) => {
        setRoles(list);
        setState("ready");
      },
      (error: unknown) => {
        console.error("Could not load the roles", error);
        setState("error");
      },
    );
  }, [api, clubId]);
  useEffect(load, [load]);

  const remove = async (role: Role) => {
    setDeleting(null);
    try {
      await api.deleteRole(clubId, role.roleId);
      setNotice(t("roles.deleted"));
      load();
    } catch (error) {
      // role_in_use comes worded by the catalogue: who holds it and what to do first.
      setMessage(failure(error, t("roles.deleteFailed")));
      if (getApiError(error).status === 404) load();
    }
  };

  const pageRows = roles.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE);
  const canEdit = can("ROLE_SETTING", "update");
  const canDelete = can("ROLE_SETTING", "delete");

  return (
    <Page
      title={t("titles.settingRole")}
      lead={t("roles.lead")}
      actions={
        can("ROLE_SETTING", "create") && (
          <Button size="short" onClick={() => navigate("/add-role")}>
            {t("roles.add")}
          </Button>
        )
      }
    >
      {notice && (
        <Notice tone="success" role="status">
          {notice}
        </Notice>
      )}
      <PagedTable
        caption={t("titles.settingRole")}
        rows={pageRows}
        rowKey={(role) => role.roleId}
        state={state}
        emptyText={t("roles.empty")}
        errorText={t("roles.loadFailed")}
        onRetry={load}
        page={page}
        total={roles.length}
        onPage={setPage}
        columns={[
          { key: "name", header: t("roles.name"), cell: (role) => role.name },
          { key: "note", header: t("roles.note"), cell: (role) => role.note, wrap: true },
          {
            key: "access",
            header: t("roles.access"),
            cell: (role) => accessSummary(role.permissions, t),
            wrap: true,
          },
          { key: "staff", header: t("roles.staffCount"), cell: (role) => role.staffCount, narrow: true },
          {
            key: "actions",
            header: t("roles.actions"),
            narrow: true,
            cell: (role) => (
              <RowActions>
                {canEdit && (
                  <Button
                    variant="secondary"
                    aria-label={t("roles.editNamed", { name: role.name })}
                    onClick={() => navigate("/edit-role", { state: { roleId: role.roleId } })}
                  >
                    {t("roles.edit")}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    variant="secondary"
                    aria-label={t("roles.deleteNamed", { name: role.name })}
                    onClick={() => setDeleting(role)}
                  >
                    {t("roles.delete")}
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={t("roles.confirmDelete", { name: deleting?.name ?? "" })}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <AlertDialog open={message !== null} message={message ?? ""} onClose={() => setMessage(null)} />
    </Page>
  );
}
