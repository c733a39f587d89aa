import { endpoint } from "./endpoint";

export const listRoles = endpoint("get", "/clubs/{clubId}/roles", "listRoles");
export const createRole = endpoint("post", "/clubs/{clubId}/roles", "createRole");
export const getRole = endpoint("get", "/clubs/{clubId}/roles/{roleId}", "getRole");
export const updateRole = endpoint("put", "/clubs/{clubId}/roles/{roleId}", "updateRole");
export const deleteRole = endpoint("delete", "/clubs/{clubId}/roles/{roleId}", "deleteRole");
export const listStaff = endpoint("get", "/clubs/{clubId}/staff", "listStaff");
export const addStaff = endpoint("post", "/clubs/{clubId}/staff", "addStaff");
export const getStaffMember = endpoint("get", "/clubs/{clubId}/staff/{staffId}", "getStaffMember");
export const updateStaff = endpoint("patch", "/clubs/{clubId}/staff/{staffId}", "updateStaff");
export const deleteStaff = endpoint("delete", "/clubs/{clubId}/staff/{staffId}", "deleteStaff");
export const listAllStaff = endpoint("get", "/staff", "listAllStaff");
