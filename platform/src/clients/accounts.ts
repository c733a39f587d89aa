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
import * as passwordReset from "contracts/endpoints/password-reset";
import * as signIn from "contracts/endpoints/sign-in";
import * as signUp from "contracts/endpoints/sign-up";
import * as users from "contracts/endpoints/users";
import { NO_AUTH_REDIRECT, NO_FORBIDDEN_HANDLER } from "../http/client";
import { apiCall, to } from "../http/request";

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
      apiCall<SignInResult>(api, to(signIn.signIn), { email, password }, noRedirect),
    /**
     * Log out clears the session before calling sign-out (spec §4); pass the token read beforehand so the call can
     * still name the session to revoke.
     */
    signOut: (token?: string | null) =>
      apiCall<SignOutResult>(api, to(signIn.signOut), undefined, {
        headers: { ...noRedirect.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }),
    isAdmin: () => apiCall<IsAdminResult>(api, to(signIn.getIsAdmin)),
    getUser: () => apiCall<User>(api, to(users.getUser)),
    updateUser: (update: UpdateUserInput, headers?: Record<string, string>) =>
      apiCall<User>(api, to(users.updateUser), update, { headers }),
    verifyPassword: (password: string) =>
      apiCall<VerifyPasswordResult>(api, to(users.verifyPassword), { password }),
    getUserRole: (clubId: string) => apiCall<RoleAccess>(api, to(users.getRoleAccess), { clubId }),
    /** The session record (isBusinessOwner, isAdmin, userPermissions) as it stands now. */
    getUserPermissions: () => apiCall<UserSessionAnswer>(api, to(users.getUserPermissions)),
    /** multipart: the certificate file travels with the other fields. */
    signUpBusiness: (values: SignUpBusiness) =>
      apiCall<SignUpResult>(api, to(signUp.signUpBusiness), businessFormData(values), noRedirect),
    signUpEmployee: (body: SignUpEmployee) =>
      apiCall<SignUpResult>(api, to(signUp.signUpEmployee), body, noRedirect),
    verifySignUp: (token: string) =>
      apiCall<VerifyEmailResult>(api, to(signUp.verifyEmail), { token }, noRedirect),
    resendVerification: (email: string) =>
      apiCall<ResendResult>(api, to(signUp.resendVerificationEmail), { email }, noRedirect),
    requestPasswordReset: (email: string) =>
      apiCall<PasswordResetRequested>(api, to(passwordReset.requestPasswordReset), { email }, noRedirect),
    confirmPasswordReset: (token: string, password: string, passwordConfirm: string) =>
      apiCall<PasswordResetDone>(
        api,
        to(passwordReset.confirmPasswordReset),
        { token, password, passwordConfirm },
        noRedirect,
      ),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
