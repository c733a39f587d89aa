import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  AllStaffQuery,
  AuditList,
  AuditQuery,
  Role,
  RoleInput,
  RoleList,
  StaffCreate,
  StaffList,
  StaffListQuery,
  StaffMember,
  StaffUpdate,
} from "contracts/domains/staff-roles/schemas";
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from "../http/request";

/** Typed calls for a club's roles, its staff, all staff and the audit trail (docs/api.md "Roles and staff"). */
export function createStaffRolesApi(api: AxiosInstance) {
  const club = (clubId: string) => `/api/v1.0/clubs/${encodeURIComponent(clubId)}`;
  const role = (clubId: string, roleId: string) => `${club(clubId)}/roles/${encodeURIComponent(roleId)}`;
  const staff = (clubId: string, staffId: string) => `${club(clubId)}/staff/${encodeURIComponent(staffId)}`;
  return {
    roles: (clubId: string) => apiGet<RoleList>(api, `${club(clubId)}/roles`),
    role: (clubId: string, roleId: string) => apiGet<Role>(api, role(clubId, roleId)),
    createRole: (clubId: string, input: RoleInput) => apiPost<Role>(api, `${club(clubId)}/roles`, input),
    updateRole: (clubId: string, roleId: string, input: RoleInput) =>
      apiPut<Role>(api, role(clubId, roleId), input),
    deleteRole: (clubId: string, roleId: string) => apiDelete<{ deleted: true }>(api, role(clubId, roleId)),
    staff: (clubId: string, query: Partial<StaffListQuery> = {}) =>
      apiGet<StaffList>(api, `${club(clubId)}/staff`, query),
    addStaff: (clubId: string, input: StaffCreate) =>
      apiPost<StaffMember>(api, `${club(clubId)}/staff`, input),
    updateStaff: (clubId: string, staffId: string, update: StaffUpdate) =>
      apiPatch<StaffMember>(api, staff(clubId, staffId), update),
    deleteStaff: (clubId: string, staffId: string) =>
      apiDelete<{ deleted: true }>(api, staff(clubId, staffId)),
    /** Staff across every club the caller owns (administrators: every club). */
    allStaff: (query: Partial<AllStaffQuery> = {}) => apiGet<StaffList>(api, "/api/v1.0/staff", query),
    audit: (clubId: string, query: Partial<AuditQuery> = {}) =>
      apiGet<AuditList>(api, `${club(clubId)}/audit`, query),
  };
}

export type StaffRolesApi = ReturnType<typeof createStaffRolesApi>;
