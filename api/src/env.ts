/**
 * The types a request carries through the app: who is calling (`Auth`), which club they reached and how they stand
 * there (`ClubAccess`). Types only, importing nothing but types, so any module may use them without a cycle.
 */
import type { Action, FeatureKey } from "contracts/domains/common/permissions";
import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "./context";
import type { AccountDoc } from "./repositories/accounts-repository";
import type { ClubDoc } from "./repositories/clubs-repository";
import type { SessionDoc } from "./repositories/sessions-repository";

export interface Auth {
  account: AccountDoc;
  session: SessionDoc;
}

/** What a caller may do in one club, per feature and action; a feature left out grants nothing. */
export type FeaturePermissions = Partial<Record<FeatureKey, Record<Action, boolean>>>;

/** A caller's standing in one club: the role name the menu shows, and what it grants. */
export interface ClubRole {
  name: string;
  /** Why the caller stands in the club: some calls (the audit trail) are for owners and administrators only. */
  standing: "admin" | "owner" | "staff";
  permissions: FeaturePermissions;
}

/** Set by `requireClubAccess` for the club the request names. */
export interface ClubAccess {
  club: ClubDoc;
  role: ClubRole;
}

export interface AppEnv {
  Variables: {
    /** The app's dependencies, set once by `createApp` for every request; what handlers reach the database through. */
    ctx: AppContext;
    requestId: string;
    /** The client's own `X-Request-Id`, logged beside the API's id, when it sent one. */
    clientRequestId?: string;
    language: MessageLanguage;
    auth: Auth;
    clubAccess: ClubAccess;
  };
}
