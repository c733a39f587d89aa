import type { SignInResult } from "contracts/domains/accounts/schemas";
import type { SessionStore } from "../core/contract";

/**
 * Spec §3 session values written after a sign-in; anything from a previous user is dropped first. An account gate
 * is kept with the address signed in with (`email`), so /home can show the gate again after a reload.
 */
export function saveSignIn(session: SessionStore, result: SignInResult, email?: string): void {
  session.clear();
  session.set("signToken", result.signToken);
  session.set("userName", `${result.userName.firstName} ${result.userName.lastName}`.trim());
  session.set("userSession", {
    isBusinessOwner: result.isBusinessOwner,
    isAdmin: result.isAdmin,
    userPermissions: result.userPermissions,
    ...(result.gate !== "none" ? { gate: result.gate, ...(email ? { email } : {}) } : {}),
  });
}
