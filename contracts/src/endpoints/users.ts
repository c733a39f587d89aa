import { endpoint } from "./endpoint";

export const getUser = endpoint("get", "/users", "getUser");
export const updateUser = endpoint("patch", "/users", "updateUser");
export const verifyPassword = endpoint("post", "/users/verify-password", "verifyPassword");
export const getRoleAccess = endpoint("get", "/users/role", "getRoleAccess");
export const getUserPermissions = endpoint("get", "/users/permissions", "getUserPermissions");
