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
import { getApiError } from "platform/http/errors";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { AlertDialog } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { Actions, Form, Lead, Notice, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { useForm } from "ui-kit/use-form";
import { STAFF_ROLES_NAMESPACE } from "../../i18n/translations";
import { usePlatform, useStaffRolesApi } from "../platform/use-staff-roles";
import { useGrantable } from "../roles/grantable";

type RolesLoad = { state: "loading" } | { state: "failed" } | { state: "ready"; roles: Role[] };

/** The club's roles for the role dropdown; none at all sends the user to add one first. */
function useRoles(clubId: string) {
  const api = useStaffRolesApi();
  const [load, setLoad] = useState<RolesLoad>({ state: "loading" });
  useEffect(() => {
    let live = true;
    api.roles(clubId).then(
      ({ list }) => live && setLoad({ state: "ready", roles: list }),
      (error: unknown) => {
        console.error("Could not load the roles", error);
        if (live) setLoad({ state: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [api, clubId]);
  return load;
}

/** Refusals of the add call that are about the email typed: shown under the email field. */
const emailCodes: ErrorCode[] = [
  "staff_email_unknown",
  "staff_email_unverified",
  "staff_not_employee",
  "staff_duplicated",
];

function AddStaffForm({ roles, clubId }: { roles: Role[]; clubId: string }) {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const api = useStaffRolesApi();
  const navigate = useNavigate();
  const catalogue = useCatalogueMessage();
  const failure = useFailureMessage();
  const grantable = useGrantable();
  const offered = roles.filter((role) => grantable(role.permissions));
  const [message, setMessage] = useState<{ text: string; afterClose?: () => void } | null>(null);
  const form = useForm<{ email: string; roleId: string }, StaffCreate>({
    schema: staffCreateSchema,
    initialValues: { email: "", roleId: offered[0]?.roleId ?? "" },
    onSubmit: async (input) => {
      try {
        await api.addStaff(clubId, input);
        navigate("/staff", { state: { added: input.email } });
      } catch (error) {
        const { code } = getApiError(error);
        if (code && (emailCodes as string[]).includes(code)) {
          form.setServerErrors({ email: catalogue(code as ErrorCode) });
        } else if (code === "role_setting_required") {
          setMessage({ text: catalogue(code), afterClose: () => navigate("/add-role") });
        } else {
          console.error("Could not add the staff member", error);
          setMessage({ text: failure(error, t("staff.addFailed")) });
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
      <AlertDialog
        open={message !== null}
        message={message?.text ?? ""}
        onClose={() => {
          const afterClose = message?.afterClose;
          setMessage(null);
          afterClose?.();
        }}
      />
    </Form>
  );
}

/** /add-staff: an employee's email and a role of the selected club. */
export function AddStaffScreen() {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const navigate = useNavigate();
  const catalogue = useCatalogueMessage();
  const clubId = usePlatform().session.get("clubId") ?? "";
  const roles = useRoles(clubId);
  return (
    <Page title={t("titles.addStaff")} fullPage>
      {roles.state === "loading" && <Lead role="status">{t("staff.loadingRoles")}</Lead>}
      {roles.state === "failed" && (
        <Notice tone="error" role="alert">
          {t("roles.loadFailed")}
        </Notice>
      )}
      {roles.state === "ready" && roles.roles.length > 0 && (
        <AddStaffForm roles={roles.roles} clubId={clubId} />
      )}
      <AlertDialog
        open={roles.state === "ready" && roles.roles.length === 0}
        message={catalogue("role_setting_required")}
        onClose={() => navigate("/add-role")}
      />
    </Page>
  );
}

function EditStaffForm({ member, roles, back }: { member: StaffMember; roles: Role[]; back: () => void }) {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const api = useStaffRolesApi();
  const failure = useFailureMessage();
  const grantable = useGrantable();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ roleId?: string; status?: StaffStatus }, StaffUpdate>({
    schema: staffUpdateSchema,
    initialValues: { roleId: member.roleId, status: member.status },
    onSubmit: async (update) => {
      try {
        await api.updateStaff(member.clubId, member.staffId, update);
        back();
      } catch (error) {
        console.error("Could not save the staff member", error);
        setMessage(failure(error, t("staff.editFailed")));
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
      <AlertDialog open={message !== null} message={message ?? ""} onClose={() => setMessage(null)} />
    </Form>
  );
}

/** /edit-staff (the row in navigation state): role and status of one staff member. */
export function EditStaffScreen() {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const navigate = useNavigate();
  const sessionClub = usePlatform().session.get("clubId") ?? "";
  const state = useLocation().state as { member?: StaffMember; from?: string } | null;
  const member = state?.member && typeof state.member.staffId === "string" ? state.member : null;
  const roles = useRoles(member?.clubId ?? sessionClub);
  const back = () => navigate(state?.from === "/staff-all" ? "/staff-all" : "/staff");
  return (
    <Page title={t("titles.editStaff")} lead={member?.clubName} fullPage>
      {!member && (
        <>
          <Notice tone="error" role="alert">
            {t("staff.missing")}
          </Notice>
          <Actions>
            <Button variant="secondary" size="short" onClick={back}>
              {t("titles.staff")}
            </Button>
          </Actions>
        </>
      )}
      {member && roles.state === "loading" && <Lead role="status">{t("staff.loadingRoles")}</Lead>}
      {member && roles.state === "failed" && (
        <Notice tone="error" role="alert">
          {t("roles.loadFailed")}
        </Notice>
      )}
      {member && roles.state === "ready" && <EditStaffForm member={member} roles={roles.roles} back={back} />}
    </Page>
  );
}
