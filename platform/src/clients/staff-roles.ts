import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type { AuditList, AuditQuery } from "contracts/domains/audit/schemas";
import type {
  AllStaffQuery,
  Role,
  RoleInput,
  RoleList,
  StaffCreate,
  StaffList,
  StaffListQuery,
  StaffMember,
  StaffUpdate,
} from "contracts/domains/staff-roles/schemas";
import * as audit from "contracts/endpoints/audit";
import * as staffRoles from "contracts/endpoints/staff-roles";
import { apiCall, to } from "../http/request";

/** Typed calls for a club's roles, its staff, all staff and the audit trail (docs/api.md "Roles and staff"). */
export function createStaffRolesApi(api: AxiosInstance) {
  return {
    roles: (clubId: string) => apiCall<RoleList>(api, to(staffRoles.listRoles, { clubId })),
    role: (clubId: string, roleId: string) => apiCall<Role>(api, to(staffRoles.getRole, { clubId, roleId })),
    createRole: (clubId: string, input: RoleInput) =>
      apiCall<Role>(api, to(staffRoles.createRole, { clubId }), input),
    updateRole: (clubId: string, roleId: string, input: RoleInput) =>
      apiCall<Role>(api, to(staffRoles.updateRole, { clubId, roleId }), input),
    deleteRole: (clubId: string, roleId: string) =>
      apiCall<{ deleted: true }>(api, to(staffRoles.deleteRole, { clubId, roleId })),
    staff: (clubId: string, query: Partial<StaffListQuery> = {}) =>
      apiCall<StaffList>(api, to(staffRoles.listStaff, { clubId }), query),
    addStaff: (clubId: string, input: StaffCreate) =>
      apiCall<StaffMember>(api, to(staffRoles.addStaff, { clubId }), input),
    staffMember: (clubId: string, staffId: string) =>
      apiCall<StaffMember>(api, to(staffRoles.getStaffMember, { clubId, staffId })),
    updateStaff: (clubId: string, staffId: string, update: StaffUpdate) =>
      apiCall<StaffMember>(api, to(staffRoles.updateStaff, { clubId, staffId }), update),
    deleteStaff: (clubId: string, staffId: string) =>
      apiCall<{ deleted: true }>(api, to(staffRoles.deleteStaff, { clubId, staffId })),
    /** Staff across every club the caller owns (administrators: every club). */
    allStaff: (query: Partial<AllStaffQuery> = {}) =>
      apiCall<StaffList>(api, to(staffRoles.listAllStaff), query),
    audit: (clubId: string, query: Partial<AuditQuery> = {}) =>
      apiCall<AuditList>(api, to(audit.listAudit, { clubId }), query),
  };
}

export type StaffRolesApi = ReturnType<typeof createStaffRolesApi>;
