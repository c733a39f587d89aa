import type { AxiosInstance } from "axios";
import type { UserPermissions } from "../platform/contract";
import { NO_AUTH_REDIRECT, NO_FORBIDDEN_HANDLER } from "./client";
import { apiDelete, apiGet, apiPatch, apiPost } from "./request";

/** Typed calls for the accounts part of the HTTP contract (docs/api.md). */

export type AccountGate = "email_verification_required" | "pending_account_verification" | "none";

export interface UserName {
  firstName: string;
  lastName: string;
}

export interface SignInResult {
  signToken: string;
  userName: UserName;
  isBusinessOwner: boolean;
  isAdmin: boolean;
  userPermissions: UserPermissions;
  gate: AccountGate;
}

export interface CompanyTel {
  phoneCode: string;
  phoneNumber: string;
}

export interface CompanyAddress {
  city: string;
  state: string;
  address1: string;
  address2: string;
}

export interface Company {
  companyName: string;
  companyTel: CompanyTel;
  companyAddress: CompanyAddress;
}

export interface User {
  userName: UserName;
  email: string;
  country: string;
  isBusinessOwner: boolean;
  isAdmin: boolean;
  company?: Company;
}

export interface UserUpdate {
  newPw?: string;
  newCountry?: string;
  newCompanyName?: string;
  newCompanyTel?: CompanyTel;
  newCompanyAddress?: CompanyAddress;
}

export interface EmployeeSignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  country: string;
}

export interface RoleAccess {
  list: { roleName: string; accessCode: string }[];
  roleAccessCnt: number;
  roleAccessKindCnt: number;
}

/**
 * Calls made before or while signing in: a 401 must never bounce the user to /login, and the screen making them
 * shows a refusal (e.g. 403 for a suspended account at sign-in) itself rather than through the shared modal.
 */
const noRedirect = { headers: { [NO_AUTH_REDIRECT]: "true", [NO_FORBIDDEN_HANDLER]: "true" } };

export function createAccountsApi(api: AxiosInstance) {
  return {
    signIn: (email: string, password: string) =>
      apiPost<SignInResult>(api, "/api/v1.0/sign-in", { email, password }, noRedirect),
    /**
     * Log out clears the session before calling sign-out (spec §4); pass the token read beforehand so the call can
     * still name the session to revoke.
     */
    signOut: (token?: string | null) =>
      apiDelete<{ signedOut: boolean }>(api, "/api/v1.0/sign-out", undefined, {
        headers: { ...noRedirect.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }),
    isAdmin: () => apiGet<{ isAdmin: boolean }>(api, "/api/v1.0/sign-in/isAdmin"),
    getUser: () => apiGet<User>(api, "/api/v1.0/users"),
    updateUser: (update: UserUpdate, headers?: Record<string, string>) =>
      apiPatch<User>(api, "/api/v1.0/users", update, { headers }),
    verifyPassword: (password: string) =>
      apiPost<{ verified: boolean }>(api, "/api/v1.0/users/verify-password", { password }),
    getUserRole: (clubId: string) => apiGet<RoleAccess>(api, "/api/v1.0/users/role", { clubId }),
    /** multipart: the certificate file travels with the other fields. */
    signUpBusiness: (form: FormData) =>
      apiPost<{ email: string }>(api, "/api/v1.0/sign-up/business", form, noRedirect),
    signUpEmployee: (body: EmployeeSignUp) =>
      apiPost<{ email: string }>(api, "/api/v1.0/sign-up/employee", body, noRedirect),
    verifySignUp: (token: string) =>
      apiPost<{ email: string; verified: boolean }>(api, "/api/v1.0/sign-up/verify", { token }, noRedirect),
    resendVerification: (email: string) =>
      apiPost<{ message: string }>(api, "/api/v1.0/sign-up/resend", { email }, noRedirect),
    requestPasswordReset: (email: string) =>
      apiPost<{ requested: boolean }>(api, "/api/v1.0/password-reset", { email }, noRedirect),
    confirmPasswordReset: (token: string, password: string, passwordConfirm: string) =>
      apiPost<{ reset: boolean }>(
        api,
        "/api/v1.0/password-reset/confirm",
        { token, password, passwordConfirm },
        noRedirect,
      ),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
