import type { StaffMember, StaffStatus } from "contracts/domains/staff-roles/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { ConfirmDialog, useAlert } from "ui-kit/dialogs";
import { Dropdown, type DropdownOption } from "ui-kit/dropdown";
import { Badge, Notice, Page, RowActions, Toolbar } from "ui-kit/page-kit";
import { EmailText, PagedTable, type TableColumn } from "ui-kit/paged-table";
import { TextField } from "ui-kit/text-field";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useFetchRoles } from "../common/api/get-roles";
import { useStaffList } from "../common/api/get-staff";
import { useCan } from "../common/platform/use-staff-roles";
import { useChangeStaff } from "./api/change-staff";
import { useOwnClubs } from "./api/get-own-clubs";
import { editStaffAddress } from "./edit-staff-address";
import { staffTexts } from "./texts";

interface Filters {
  page: number;
  q: string;
  status: "" | StaffStatus;
  clubId: string;
}

/**
 * /staff (the selected club) and /staff-all (every club the user owns; administrators every club): one screen,
 * as spec §2 says. Nine rows a page, newest first, with search, a status filter and, on /staff-all, a club
 * column and filter.
 */
export function StaffListScreen({ all }: { all: boolean }) {
  const { t } = useTexts(staffTexts);
  const can = useCan();
  const navigate = useNavigate();
  const location = useLocation();
  const messages = useMessages();
  const clubOptions = useOwnClubs(all).data ?? [];
  const fetchRoles = useFetchRoles();
  const change = useChangeStaff();
  const added = (location.state as { added?: unknown } | null)?.added;
  const [filters, setFilters] = useState<Filters>({ page: 1, q: "", status: "", clubId: "" });
  const [search, setSearch] = useState("");
  const staff = useStaffList(all, {
    page: filters.page,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(all && filters.clubId ? { clubId: filters.clubId } : {}),
  });
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const { alert, dialog } = useAlert();
  const [notice, setNotice] = useState<string | null>(
    typeof added === "string" ? t("staff.added", { email: added }) : null,
  );

  const mayEdit = all || can("STAFF_LIST", "update");
  const mayDelete = all || can("STAFF_LIST", "delete");

  const addStaff = async () => {
    try {
      const { list } = await fetchRoles();
      if (list.length > 0) return navigate(pathTo("/add-staff"));
      alert(messages.word("role_setting_required"), { afterClose: () => navigate(pathTo("/add-role")) });
    } catch (error) {
      alert(messages.failure(error, t("staff.loadFailed")));
    }
  };

  const remove = async (member: StaffMember) => {
    setDeleting(null);
    try {
      await change.mutateAsync({ kind: "delete", member });
      setNotice(t("staff.deleted"));
    } catch {
      alert(t("staff.deleteFailed"));
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, page: 1, q: search.trim() }));
  };

  const statusOptions: DropdownOption[] = [
    { value: "", text: t("staff.anyStatus") },
    { value: "active", text: t("statuses.active") },
    { value: "suspended", text: t("statuses.suspended") },
  ];

  const columns: TableColumn<StaffMember>[] = [
    { key: "name", header: t("staff.name"), cell: (m) => m.name },
    { key: "email", header: t("staff.email"), cell: (m) => <EmailText email={m.email} /> },
    { key: "role", header: t("staff.role"), cell: (m) => m.roleName },
    ...(all ? [{ key: "club", header: t("staff.club"), cell: (m: StaffMember) => m.clubName }] : []),
    {
      key: "status",
      header: t("staff.status"),
      narrow: true,
      cell: (m) => <Badge tone={m.status}>{t(`statuses.${m.status}`)}</Badge>,
    },
  ];
  if (mayEdit || mayDelete) {
    columns.push({
      key: "actions",
      header: t("staff.actions"),
      narrow: true,
      cell: (m) => (
        <RowActions>
          {mayEdit && (
            <Button
              variant="secondary"
              aria-label={t("staff.editNamed", { name: m.name })}
              onClick={() => navigate(editStaffAddress(m, all))}
            >
              {t("staff.edit")}
            </Button>
          )}
          {mayDelete && (
            <Button
              variant="secondary"
              aria-label={t("staff.deleteNamed", { name: m.name })}
              onClick={() => setDeleting(m)}
            >
              {t("staff.delete")}
            </Button>
          )}
        </RowActions>
      ),
    });
  }

  const filtered = Boolean(filters.q || filters.status || filters.clubId);
  return (
    <Page
      title={all ? t("titles.staffAll") : t("titles.staff")}
      lead={all ? t("staff.leadAll") : t("staff.lead")}
      actions={
        !all &&
        can("STAFF_LIST", "create") && (
          <Button size="short" onClick={addStaff}>
            {t("staff.add")}
          </Button>
        )
      }
    >
      {notice && (
        <Notice tone="success" role="status">
          {notice}
        </Notice>
      )}
      <form onSubmit={submitSearch}>
        <Toolbar>
          <TextField
            label={t("staff.search")}
            type="search"
            value={search}
            maxLength={50}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t("staff.searchButton")}
          </Button>
          <Dropdown
            label={t("staff.status")}
            options={statusOptions}
            value={filters.status}
            onChange={(status) =>
              setFilters((current) => ({ ...current, page: 1, status: status as Filters["status"] }))
            }
          />
          {all && clubOptions.length > 1 && (
            <Dropdown
              label={t("staff.club")}
              options={[{ value: "", text: t("staff.anyClub") }, ...clubOptions]}
              value={filters.clubId}
              onChange={(id) => setFilters((current) => ({ ...current, page: 1, clubId: id }))}
            />
          )}
        </Toolbar>
      </form>
      <PagedTable
        caption={all ? t("titles.staffAll") : t("titles.staff")}
        columns={columns}
        load={staff}
        rowKey={(m) => m.staffId}
        emptyText={filtered ? t("staff.noMatch") : t("staff.empty")}
        errorText={t("staff.loadFailed")}
        page={filters.page}
        pageSize={staff.data?.pageSize}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={t("staff.confirmDelete", { name: deleting?.name ?? "" })}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {dialog}
    </Page>
  );
}
