import {
  type Role,
  type StaffCreate,
  type StaffMember,
  type StaffStatus,
  type StaffUpdate,
  staffCreateSchema,
  staffUpdateSchema,
} from "contracts/domains/staff-roles/schemas";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useIdParam } from "platform/remote/id-param";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { combineLoads } from "ui-kit/combine-loads";
import { useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { FormActions } from "ui-kit/form-actions";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { Form, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useRoles } from "../common/api/get-roles";
import { useGrantable } from "../common/grantable";
import { useChangeStaff } from "./api/change-staff";
import { useStaffMember } from "./api/get-staff-member";
import { staffTexts } from "./texts";

/** Refusals of the add call that are about the email typed: shown under the email field. */
const emailCodes = {
  staff_email_unknown: "email",
  staff_email_unverified: "email",
  staff_not_employee: "email",
  staff_duplicated: "email",
} as const;

function AddStaffForm({ roles, clubId }: { roles: Role[]; clubId: string }) {
  const { t } = useTexts(staffTexts);
  const change = useChangeStaff();
  const navigate = useNavigate();
  const messages = useMessages();
  const grantable = useGrantable();
  const offered = roles.filter((role) => grantable(role.permissions));
  const { alert, dialog } = useAlert();
  const form = useForm<{ email: string; roleId: string }, StaffCreate>({
    schema: staffCreateSchema,
    initialValues: { email: "", roleId: offered[0]?.roleId ?? "" },
    onSubmit: async (input) => {
      try {
        await change.mutateAsync({ kind: "add", clubId, input });
        navigate(pathTo("/staff"), { state: { added: input.email } });
      } catch (error) {
        if (form.applyApiError(error, emailCodes).length > 0) return;
        // No role to give yet: the way on is to add one.
        const toRoles = getApiError(error).code === "role_setting_required";
        alert(
          messages.failure(error, t("staff.addFailed")),
          toRoles ? { afterClose: () => navigate(pathTo("/add-role")) } : {},
        );
      }
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t("staff.email")}
        type="email"
        required
        autoComplete="off"
        hint={t("staff.emailHint")}
        maxLength={30}
        {...form.text("email")}
      />
      <Dropdown
        label={t("staff.role")}
        required
        options={offered.map((role) => ({ value: role.roleId, text: role.name }))}
        {...form.control("roleId")}
      />
      <FormActions
        saveLabel={t("staff.save")}
        cancelLabel={t("staff.cancel")}
        onCancel={() => navigate(pathTo("/staff"))}
        disabled={form.submitting}
      />
      {dialog}
    </Form>
  );
}

/** /add-staff: an employee's email and a role of the selected club. */
export function AddStaffScreen() {
  const { t } = useTexts(staffTexts);
  const navigate = useNavigate();
  const messages = useMessages();
  const clubId = useSelectedClubId();
  const roles = useRoles();
  const { alert, dialog } = useAlert();
  // No role to give yet: say so once, then go and add one.
  const noRoles = roles.data?.list.length === 0;
  const noRolesMessage = messages.word("role_setting_required");
  useEffect(() => {
    if (noRoles) alert(noRolesMessage, { afterClose: () => navigate(pathTo("/add-role")) });
  }, [noRoles, noRolesMessage, alert, navigate]);
  return (
    <Page title={t("titles.addStaff")} fullPage>
      <LoadGate state={roles} loading={t("staff.loadingRoles")} failed={t("roles.loadFailed")}>
        {({ list }) => list.length > 0 && <AddStaffForm roles={list} clubId={clubId} />}
      </LoadGate>
      {dialog}
    </Page>
  );
}

function EditStaffForm({ member, roles, back }: { member: StaffMember; roles: Role[]; back: () => void }) {
  const { t } = useTexts(staffTexts);
  const change = useChangeStaff();
  const messages = useMessages();
  const grantable = useGrantable();
  const { alert, dialog } = useAlert();
  const form = useForm<{ roleId?: string; status?: StaffStatus }, StaffUpdate>({
    schema: staffUpdateSchema,
    initialValues: { roleId: member.roleId, status: member.status },
    onSubmit: async (update) => {
      try {
        await change.mutateAsync({ kind: "update", member, update });
        back();
      } catch (error) {
        // A refused role or status is said under its field, as on the add form; anything else in a dialog.
        if (form.applyApiError(error).length > 0) return;
        alert(messages.failure(error, t("staff.editFailed")));
      }
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <TextField label={t("staff.name")} value={member.name} readOnly />
      <TextField label={t("staff.email")} value={member.email} readOnly />
      <Dropdown
        label={t("staff.role")}
        required
        options={roles
          .filter((role) => role.roleId === member.roleId || grantable(role.permissions))
          .map((role) => ({ value: role.roleId, text: role.name }))}
        {...form.control("roleId")}
        value={form.values.roleId ?? ""}
        onChange={(roleId) => form.setValue("roleId", roleId)}
      />
      <Dropdown
        label={t("staff.status")}
        required
        options={[
          { value: "active", text: t("statuses.active") },
          { value: "suspended", text: t("statuses.suspended") },
        ]}
        {...form.control("status")}
        value={form.values.status ?? ""}
        onChange={(status) => form.setValue("status", status as StaffStatus)}
      />
      <FormActions
        saveLabel={t("staff.save")}
        cancelLabel={t("staff.cancel")}
        onCancel={back}
        disabled={form.submitting}
      />
      {dialog}
    </Form>
  );
}

interface Loaded {
  member: StaffMember;
  roles: Role[];
}

/** The member (null: not in that club) and the roles of their club: ready when both are. */
function useEditStaffState(clubId: string, staffId: string | null) {
  const member = useStaffMember(clubId, staffId);
  const both = combineLoads({ member, roles: useRoles(clubId) });
  const missing = !clubId || !staffId || member.data === null;
  return { state: readyMember(both, missing), memberFailed: member.isError };
}

function readyMember(
  both: LoadState<{ member: StaffMember | null | undefined; roles: { list: Role[] } }>,
  missing: boolean,
): LoadState<Loaded> {
  if (missing) return { status: "missing" };
  if (both.status !== "ready" || !both.data.member)
    return both.status === "ready" ? { status: "loading" } : both;
  return { status: "ready", data: { member: both.data.member, roles: both.data.roles.list } };
}

/**
 * /edit-staff?id=<staffId> (a member of the selected club) or ?id=<staffId>&club=<clubId> (from /staff-all): role
 * and status of one staff member. Everything is in the address, so a reload or a shared link keeps the member.
 */
export function EditStaffScreen() {
  const { t } = useTexts(staffTexts);
  const navigate = useNavigate();
  const { search } = useLocation();
  const selectedClub = useSelectedClubId();
  const staffId = useIdParam(search);
  const fromAll = new URLSearchParams(search).has("club");
  const club = useIdParam(search, "club");
  const { state, memberFailed } = useEditStaffState(fromAll ? (club ?? "") : selectedClub, staffId);
  const back = () => navigate(pathTo(fromAll ? "/staff-all" : "/staff"));
  return (
    <Page
      title={t("titles.editStaff")}
      lead={state.status === "ready" ? state.data.member.clubName : undefined}
      fullPage
    >
      <LoadGate
        state={state}
        loading={t("staff.loadingRoles")}
        failed={memberFailed ? t("staff.loadFailed") : t("roles.loadFailed")}
        missing={{
          message: t("staff.missing"),
          back: { label: fromAll ? t("titles.staffAll") : t("titles.staff"), onClick: back },
        }}
      >
        {({ member, roles }) => <EditStaffForm member={member} roles={roles} back={back} />}
      </LoadGate>
    </Page>
  );
}
