import type { AccountGate } from "contracts/domains/accounts/schemas";

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
