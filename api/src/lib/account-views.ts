import type { AccountGate, User } from "contracts/domains/accounts/schemas";
import { type RoleAccess, roleAccessKinds, type UserPermissions } from "contracts/domains/common/permissions";
import type { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import type { AccountDoc } from "../repositories/accounts-repository";
import { clubsOf, clubWithRoleOf, permissionsFor } from "./club-roles";

/** Which account gate the UI must show (spec §4: email first, then the business review). */
export function gateOf(account: AccountDoc): AccountGate {
  if (!account.emailVerifiedAt) return "email_verification_required";
  if (account.kind === "business" && account.status === "pending") return "pending_account_verification";
  return "none";
}

export function toUser(account: AccountDoc): User {
  const { company } = account;
  return {
    userName: { firstName: account.firstName, lastName: account.lastName },
    email: account.email,
    country: account.country,
    isBusinessOwner: account.kind === "business",
    isAdmin: account.isAdmin,
    ...(company
      ? {
          company: {
            companyName: company.companyName,
            companyTel: { ...company.companyTel },
            companyAddress: { ...company.companyAddress },
          },
        }
      : {}),
  };
}

/**
 * Per club the account stands in. Administrators get `{}`: they are told apart by `isAdmin` and stand in every
 * club, which no list at sign-in could hold.
 */
export async function userPermissionsOf(ctx: AppContext, account: AccountDoc): Promise<UserPermissions> {
  if (account.isAdmin) return {};
  const clubs = await clubsOf(ctx, account);
  const entries = await Promise.all(
    clubs.map(async (club) => [club._id.toHexString(), await permissionsFor(ctx, account, club)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * One entry per role kind the caller may use in any way. A club the caller does not stand in answers word for word
 * like one that does not exist, so the call tells nothing about other people's clubs.
 */
export async function roleAccessOf(
  ctx: AppContext,
  account: AccountDoc,
  clubId: ObjectId,
): Promise<RoleAccess> {
  const { role } = await clubWithRoleOf(ctx, account, clubId);
  const granted = roleAccessKinds.filter((kind) =>
    Object.values(role?.permissions[kind] ?? {}).some(Boolean),
  );
  return {
    list: granted.map((accessCode) => ({ roleName: role?.name ?? "", accessCode })),
    roleAccessCnt: granted.length,
    roleAccessKindCnt: roleAccessKinds.length,
  };
}
