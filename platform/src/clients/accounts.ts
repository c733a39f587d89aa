import type { AxiosInstance } from "axios";
// Types only: the shell makes these calls too, and zod must stay out of its first download.
import type {
  IsAdminResult,
  PasswordResetDone,
  PasswordResetRequested,
  ResendResult,
  SignInResult,
  SignOutResult,
  SignUpBusinessFields,
  SignUpEmployee,
  SignUpResult,
  UpdateUserInput,
  User,
  VerifyEmailResult,
  VerifyPasswordResult,
} from "contracts/domains/accounts/schemas";
import type { RoleAccess, UserSessionAnswer } from "contracts/domains/common/permissions";
import { NO_AUTH_REDIRECT, NO_FORBIDDEN_HANDLER } from "../http/client";
import { apiDelete, apiGet, apiPatch, apiPost } from "../http/request";

/** Typed calls for the accounts part of the HTTP contract (docs/api.md); bodies and answers are the schemas'. */

/**
 * Calls made before or while signing in: a 401 must never bounce the user to /login, and the screen making them
 * shows a refusal (e.g. 403 for a suspended account at sign-in) itself rather than through the shared modal.
 */
const noRedirect = { headers: { [NO_AUTH_REDIRECT]: "true", [NO_FORBIDDEN_HANDLER]: "true" } };

export type SignUpBusiness = SignUpBusinessFields & { certificate: File };

/** The multipart body of a business sign-up; an empty second address line is left out, as optional. */
function businessFormData({ certificate, ...fields }: SignUpBusiness): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (key === "companyAddress2" && !value) continue;
    form.append(key, value ?? "");
  }
  form.append("certificate", certificate, certificate.name);
  return form;
}

export function createAccountsApi(api: AxiosInstance) {
  return {
    signIn: (email: string, password: string) =>
      apiPost<SignInResult>(api, "/api/v1.0/sign-in", { email, password }, noRedirect),
    /**
     * Log out clears the session before calling sign-out (spec §4); pass the token read beforehand so the call can
     * still name the session to revoke.
     */
    signOut: (token?: string | null) =>
      apiDelete<SignOutResult>(api, "/api/v1.0/sign-out", undefined, {
        headers: { ...noRedirect.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }),
    isAdmin: () => apiGet<IsAdminResult>(api, "/api/v1.0/sign-in/isAdmin"),
    getUser: () => apiGet<User>(api, "/api/v1.0/users"),
    updateUser: (update: UpdateUserInput, headers?: Record<string, string>) =>
      apiPatch<User>(api, "/api/v1.0/users", update, { headers }),
    verifyPassword: (password: string) =>
      apiPost<VerifyPasswordResult>(api, "/api/v1.0/users/verify-password", { password }),
    getUserRole: (clubId: string) => apiGet<RoleAccess>(api, "/api/v1.0/users/role", { clubId }),
    /** The session record (isBusinessOwner, isAdmin, userPermissions) as it stands now. */
    getUserPermissions: () => apiGet<UserSessionAnswer>(api, "/api/v1.0/users/permissions"),
    /** multipart: the certificate file travels with the other fields. */
    signUpBusiness: (values: SignUpBusiness) =>
      apiPost<SignUpResult>(api, "/api/v1.0/sign-up/business", businessFormData(values), noRedirect),
    signUpEmployee: (body: SignUpEmployee) =>
      apiPost<SignUpResult>(api, "/api/v1.0/sign-up/employee", body, noRedirect),
    verifySignUp: (token: string) =>
      apiPost<VerifyEmailResult>(api, "/api/v1.0/sign-up/verify", { token }, noRedirect),
    resendVerification: (email: string) =>
      apiPost<ResendResult>(api, "/api/v1.0/sign-up/resend", { email }, noRedirect),
    requestPasswordReset: (email: string) =>
      apiPost<PasswordResetRequested>(api, "/api/v1.0/password-reset", { email }, noRedirect),
    confirmPasswordReset: (token: string, password: string, passwordConfirm: string) =>
      apiPost<PasswordResetDone>(
        api,
        "/api/v1.0/password-reset/confirm",
        { token, password, passwordConfirm },
        noRedirect,
      ),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
