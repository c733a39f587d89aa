import type { Role } from "contracts/domains/staff-roles/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { ConfirmDialog, useAlert } from "ui-kit/dialogs";
import { type LoadState, loadStateOf } from "ui-kit/load-gate";
import { Notice, Page, RowActions } from "ui-kit/page-kit";
import { PagedTable, type RowPage, TABLE_PAGE_SIZE } from "ui-kit/paged-table";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useRoles } from "../common/api/get-roles";
import { useCan } from "../common/platform/use-staff-roles";
import { accessSummary } from "./access-summary";
import { useChangeRole } from "./api/change-role";
import { rolesTexts } from "./texts";

/** /setting-role: the club's roles with what each grants and how many staff hold it; add, edit, delete. */
export function RoleListScreen() {
  const { t } = useTexts(rolesTexts);
  const can = useCan();
  const navigate = useNavigate();
  const messages = useMessages();
  const roles = useRoles();
  const change = useChangeRole();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const { alert, dialog } = useAlert();
  const [notice, setNotice] = useState<string | null>(null);

  const remove = async (role: Role) => {
    setDeleting(null);
    try {
      await change.mutateAsync({ kind: "delete", role });
      setNotice(t("roles.deleted"));
    } catch (error) {
      // role_in_use comes worded by the catalogue: who holds it and what to do first.
      alert(messages.failure(error, t("roles.deleteFailed")));
    }
  };

  // The API gives every role at once; the table shows them a page at a time.
  const loaded = loadStateOf(roles);
  const pageOfRoles: LoadState<RowPage<Role>> =
    loaded.status === "ready"
      ? {
          status: "ready",
          data: {
            list: loaded.data.list.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE),
            total: loaded.data.list.length,
          },
        }
      : loaded;
  const canEdit = can("ROLE_SETTING", "update");
  const canDelete = can("ROLE_SETTING", "delete");

  return (
    <Page
      title={t("titles.settingRole")}
      lead={t("roles.lead")}
      actions={
        can("ROLE_SETTING", "create") && (
          <Button size="short" onClick={() => navigate(pathTo("/add-role"))}>
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
        load={pageOfRoles}
        rowKey={(role) => role.roleId}
        emptyText={t("roles.empty")}
        errorText={t("roles.loadFailed")}
        page={page}
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
                    onClick={() => navigate(pathTo("/edit-role", { id: role.roleId }))}
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
      {dialog}
    </Page>
  );
}
