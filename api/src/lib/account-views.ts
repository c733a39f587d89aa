import type { ObjectId } from "mongodb";
import type { AccountGate, User } from "shared/domains/accounts/schemas";
import {
  actions,
  type RoleAccess,
  roleAccessKinds,
  type UserPermissions,
} from "shared/domains/common/permissions";
import type { AppContext } from "../context";
import type { AccountDoc } from "../repositories/accounts-repository";

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

const everyAction = () => Object.fromEntries(actions.map((action) => [action, true]));
const everyKind = () => Object.fromEntries(roleAccessKinds.map((kind) => [kind, everyAction()]));

/** Until club roles exist, a business owner holds every kind and action in each club they own. */
export async function userPermissionsOf(ctx: AppContext, account: AccountDoc): Promise<UserPermissions> {
  if (account.kind !== "business") return {};
  const clubs = await ctx.repos.clubs.findByOwnerId(account._id);
  return Object.fromEntries(clubs.map((club) => [club._id.toHexString(), everyKind()]));
}

const fullRole = (roleName: string): RoleAccess => ({
  list: roleAccessKinds.map((accessCode) => ({ roleName, accessCode })),
  roleAccessCnt: roleAccessKinds.length,
  roleAccessKindCnt: roleAccessKinds.length,
});

export async function roleAccessOf(
  ctx: AppContext,
  account: AccountDoc,
  clubId: ObjectId,
): Promise<RoleAccess> {
  if (account.isAdmin) return fullRole("admin");
  const club = await ctx.repos.clubs.findById(clubId);
  if (club && account.kind === "business" && club.ownerId.equals(account._id)) return fullRole("owner");
  return { list: [], roleAccessCnt: 0, roleAccessKindCnt: roleAccessKinds.length };
}
