import type { AccountGate } from "contracts/domains/accounts/schemas";
import type { UserSession } from "../core/contract";

/**
 * Navigation state handed between the account screens of different remotes (mf-auth → mf-club /home-error),
 * so both sides agree on it without importing each other.
 */
export type HomeErrorReason = "no_golf_club" | Exclude<AccountGate, "none">;

export interface HomeErrorState {
  reason: HomeErrorReason;
  /** The signed-in address, for the resend link of the email gate. */
  email?: string;
}

export type EmailVerificationStatus = "waiting" | "verified" | "failed";

export interface EmailVerificationState {
  status: EmailVerificationStatus;
  email?: string;
  /** Why it failed, when a sign-up link was refused: the page then says so in the catalogue's words (spec §8). */
  reason?: "signup_token_invalid";
}

/** Where the UI goes after a successful sign-in, from the API's `gate` (spec §4 account gates). */
export function gateDestination(gate: AccountGate, email: string): { path: string; state?: object } {
  if (gate === "email_verification_required") {
    return {
      path: "/email-verification",
      state: { status: "waiting", email } satisfies EmailVerificationState,
    };
  }
  if (gate === "pending_account_verification") {
    return { path: "/home-error", state: { reason: gate, email } satisfies HomeErrorState };
  }
  return { path: "/home" };
}

export const isAccountGate = (value: unknown): value is Exclude<AccountGate, "none"> =>
  value === "email_verification_required" || value === "pending_account_verification";

/** The gate screen a signed-in session must see instead of /home, or null when the account has no gate. */
export function sessionGate(user: UserSession | null): HomeErrorState | null {
  if (!user?.gate) return null;
  return { reason: user.gate, ...(user.email ? { email: user.email } : {}) };
}

export function readHomeErrorState(state: unknown): HomeErrorState | null {
  const value = state as Partial<HomeErrorState> | null;
  const reasons: HomeErrorReason[] = [
    "no_golf_club",
    "email_verification_required",
    "pending_account_verification",
  ];
  if (!value || !reasons.includes(value.reason as HomeErrorReason)) return null;
  return {
    reason: value.reason as HomeErrorReason,
    ...(typeof value.email === "string" ? { email: value.email } : {}),
  };
}
