import {
  type Role,
  type StaffCreate,
  type StaffMember,
  type StaffStatus,
  type StaffUpdate,
  staffCreateSchema,
  staffUpdateSchema,
} from "contracts/domains/staff-roles/schemas";
import type { ErrorCode } from "contracts/errors/codes";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useIdParam } from "platform/remote/id-param";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { AlertDialog, useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { LoadGate, type LoadState, loadStateOf } from "ui-kit/load-gate";
import { Actions, Form, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { useForm } from "ui-kit/use-form";
import { useRoles } from "../roles/api/get-roles";
import { useGrantable } from "../roles/grantable";
import { useChangeStaff } from "./api/change-staff";
import { useStaffMember } from "./api/get-staff-member";
import { staffTexts } from "./texts";

/** Refusals of the add call that are about the email typed: shown under the email field. */
const emailCodes: ErrorCode[] = [
  "staff_email_unknown",
  "staff_email_unverified",
  "staff_not_employee",
  "staff_duplicated",
];

function AddStaffForm({ roles, clubId }: { roles: Role[]; clubId: string }) {
  const { t } = useTexts(staffTexts);
  const change = useChangeStaff();
  const navigate = useNavigate();
  const catalogue = useCatalogueMessage();
  const failure = useFailureMessage();
  const grantable = useGrantable();
  const offered = roles.filter((role) => grantable(role.permissions));
  const { alert, dialog } = useAlert();
  const form = useForm<{ email: string; roleId: string }, StaffCreate>({
    schema: staffCreateSchema,
    initialValues: { email: "", roleId: offered[0]?.roleId ?? "" },
    onSubmit: async (input) => {
      try {
        await change.mutateAsync({ kind: "add", clubId, input });
        navigate("/staff", { state: { added: input.email } });
      } catch (error) {
        const { code } = getApiError(error);
        if (code && (emailCodes as string[]).includes(code)) {
          form.setServerErrors({ email: catalogue(code as ErrorCode) });
        } else if (code === "role_setting_required") {
          alert(catalogue(code), { afterClose: () => navigate("/add-role") });
        } else {
          alert(failure(error, t("staff.addFailed")));
        }
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
      <Actions>
        <Button type="submit" size="short" disabled={form.submitting}>
          {t("staff.save")}
        </Button>
        <Button variant="secondary" size="short" onClick={() => navigate("/staff")}>
          {t("staff.cancel")}
        </Button>
      </Actions>
      {dialog}
    </Form>
  );
}

/** /add-staff: an employee's email and a role of the selected club. */
export function AddStaffScreen() {
  const { t } = useTexts(staffTexts);
  const navigate = useNavigate();
  const catalogue = useCatalogueMessage();
  const clubId = useSelectedClubId();
  const roles = useRoles();
  return (
    <Page title={t("titles.addStaff")} fullPage>
      <LoadGate state={roles} loading={t("staff.loadingRoles")} failed={t("roles.loadFailed")}>
        {({ list }) => list.length > 0 && <AddStaffForm roles={list} clubId={clubId} />}
      </LoadGate>
      <AlertDialog
        open={roles.data?.list.length === 0}
        message={catalogue("role_setting_required")}
        onClose={() => navigate("/add-role")}
      />
    </Page>
  );
}

function EditStaffForm({ member, roles, back }: { member: StaffMember; roles: Role[]; back: () => void }) {
  const { t } = useTexts(staffTexts);
  const change = useChangeStaff();
  const failure = useFailureMessage();
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
        alert(failure(error, t("staff.editFailed")));
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
      <Actions>
        <Button type="submit" size="short" disabled={form.submitting}>
          {t("staff.save")}
        </Button>
        <Button variant="secondary" size="short" onClick={back}>
          {t("staff.cancel")}
        </Button>
      </Actions>
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
  const roles = useRoles(clubId);
  return { state: editStaffState(member, roles, clubId, staffId), memberFailed: member.isError };
}

function editStaffState(
  member: ReturnType<typeof useStaffMember>,
  roles: ReturnType<typeof useRoles>,
  clubId: string,
  staffId: string | null,
): LoadState<Loaded> {
  if (!clubId || !staffId) return { status: "missing" };
  const memberState = loadStateOf(member);
  const rolesState = loadStateOf(roles);
  if (memberState.status === "missing" || (memberState.status === "ready" && memberState.data === null)) {
    return { status: "missing" };
  }
  const failed = [memberState, rolesState].find((state) => state.status === "failed");
  if (failed?.status === "failed") {
    const retry = () => {
      if (member.isError) void member.refetch();
      if (roles.isError) void roles.refetch();
    };
    return { status: "failed", error: failed.error, retry };
  }
  if (memberState.status !== "ready" || memberState.data === null || rolesState.status !== "ready") {
    return { status: "loading" };
  }
  return { status: "ready", data: { member: memberState.data, roles: rolesState.data.list } };
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
  const back = () => navigate(fromAll ? "/staff-all" : "/staff");
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
