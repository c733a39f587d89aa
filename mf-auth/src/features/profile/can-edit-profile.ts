import type { PlatformContract } from "platform/core/contract";

/**
 * The spec names three permissions that unlock editing without naming them; we read them as: the account update
 * permission in any club, being a business owner (the account holder of a company) or an administrator.
 */
export function canEditProfile({ session, permissions }: Pick<PlatformContract, "session" | "permissions">) {
  const user = session.get("userSession");
  return Boolean(user?.isAdmin || user?.isBusinessOwner || permissions.anyClubGrants("ACCOUNT", "update"));
}
