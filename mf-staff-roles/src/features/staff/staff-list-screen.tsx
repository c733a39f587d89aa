import type { StaffList, StaffMember, StaffStatus } from "contracts/domains/staff-roles/schemas";
import { createClubsApi } from "platform/clients/clubs";
import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { AlertDialog, ConfirmDialog } from "ui-kit/dialogs";
import { Dropdown, type DropdownOption } from "ui-kit/dropdown";
import { Badge, Notice, Page, RowActions, Toolbar } from "ui-kit/page-kit";
import { PagedTable, type TableColumn, type TableState } from "ui-kit/paged-table";
import { TextField } from "ui-kit/text-field";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { STAFF_ROLES_NAMESPACE } from "../../i18n/translations";
import { useCan, usePlatform, useStaffRolesApi } from "../platform/use-staff-roles";

interface Filters {
  page: number;
  q: string;
  status: "" | StaffStatus;
  clubId: string;
}

/**
 * The clubs the all-staff filter offers: those the user owns, or every club for an administrator, as `GET /clubs`
 * lists them (one call, whatever the number of clubs).
 */
function useOwnClubs(enabled: boolean) {
  const platform = usePlatform();
  const clubs = useMemo(() => createClubsApi(platform.api), [platform.api]);
  const [options, setOptions] = useState<DropdownOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    clubs.list().then(
      ({ list }) =>
        live &&
        setOptions(
          list
            .filter((club) => club.userRole === "owner" || club.userRole === "admin")
            .map((club) => ({ value: club.clubId, text: club.clubName })),
        ),
      (error: unknown) => console.error("Could not list the clubs", error),
    );
    return () => {
      live = false;
    };
  }, [enabled, clubs]);
  return options;
}

/**
 * /staff (the selected club) and /staff-all (every club the user owns; administrators every club): one screen,
 * as spec §2 says. Nine rows a page, newest first, with search, a status filter and, on /staff-all, a club
 * column and filter.
 */
export function StaffListScreen({ all }: { all: boolean }) {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const api = useStaffRolesApi();
  const platform = usePlatform();
  const clubId = platform.session.get("clubId") ?? "";
  const can = useCan();
  const navigate = useNavigate();
  const location = useLocation();
  const failure = useFailureMessage();
  const catalogue = useCatalogueMessage();
  const clubOptions = useOwnClubs(all);
  const added = (location.state as { added?: unknown } | null)?.added;
  const [filters, setFilters] = useState<Filters>({ page: 1, q: "", status: "", clubId: "" });
  const [search, setSearch] = useState("");
  const [answer, setAnswer] = useState<StaffList | null>(null);
  const [state, setState] = useState<TableState>("loading");
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const [message, setMessage] = useState<{ text: string; afterClose?: () => void } | null>(null);
  const [notice, setNotice] = useState<string | null>(
    typeof added === "string" ? t("staff.added", { email: added }) : null,
  );

  const load = useCallback(() => {
    setState("loading");
    const query = {
      page: filters.page,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    };
    const call = all
      ? api.allStaff({ ...query, ...(filters.clubId ? { clubId: filters.clubId } : {}) })
      : api.staff(clubId, query);
    call.then(
      (result) => {
        setAnswer(result);
        setState("ready");
      },
      (error: unknown) => {
        console.error("Could not load the staff", error);
        setState("error");
      },
    );
  }, [api, all, clubId, filters]);
  useEffect(load, [load]);

  const mayEdit = all || can("STAFF_LIST", "update");
  const mayDelete = all || can("STAFF_LIST", "delete");

  const addStaff = async () => {
    try {
      const { list } = await api.roles(clubId);
      if (list.length > 0) return navigate("/add-staff");
      setMessage({ text: catalogue("role_setting_required"), afterClose: () => navigate("/add-role") });
    } catch (error) {
      setMessage({ text: failure(error, t("staff.loadFailed")) });
    }
  };

  const remove = async (member: StaffMember) => {
    setDeleting(null);
    try {
      await api.deleteStaff(member.clubId, member.staffId);
      setNotice(t("staff.deleted"));
      load();
    } catch (error) {
      console.error("Could not delete the staff member", error);
      setMessage({ text: t("staff.deleteFailed") });
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
    { key: "email", header: t("staff.email"), cell: (m) => m.email },
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
              onClick={() =>
                navigate("/edit-staff", { state: { member: m, from: all ? "/staff-all" : "/staff" } })
              }
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
        rows={answer?.list ?? []}
        rowKey={(m) => m.staffId}
        state={state}
        emptyText={filtered ? t("staff.noMatch") : t("staff.empty")}
        errorText={t("staff.loadFailed")}
        onRetry={load}
        page={filters.page}
        total={answer?.total ?? 0}
        pageSize={answer?.pageSize}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={t("staff.confirmDelete", { name: deleting?.name ?? "" })}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <AlertDialog
        open={message !== null}
        message={message?.text ?? ""}
        onClose={() => {
          const afterClose = message?.afterClose;
          setMessage(null);
          afterClose?.();
        }}
      />
    </Page>
  );
}
