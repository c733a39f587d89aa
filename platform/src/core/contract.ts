/**
 * The platform contract: the one object the shell hands every remote through single-spa custom props.
 * Remotes depend on this type only, never on the shell's code, so either side can be released alone.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { AccountGate, SignInResult } from "contracts/domains/accounts/schemas";
import type { UserPermissions } from "contracts/domains/common/permissions";
import type { AccessMap } from "./access-flags";
import type { RouteTable } from "./route-table";

export type { Language } from "contracts/i18n/languages";
export type { AccessMap } from "./access-flags";

export interface RuntimeConfig {
  /** Base URL of the HTTP API as seen from the browser ("" = same origin, proxied by the shell server). */
  apiBaseUrl: string;
  environment: "development" | "production" | "test";
  /** Origins one remote may be loaded from instead of the registry's, per browser tab (none: overrides are off). */
  remoteOverrideOrigins?: string[];
}

/** Per club id, then feature name, then action name. */
export type { UserPermissions };

/** The part of the sign-in answer the session keeps (spec §3 `userSession`). */
export type UserSession = Pick<SignInResult, "isBusinessOwner" | "isAdmin" | "userPermissions"> & {
  /**
   * The account gate the sign-in reported (spec §4), absent when there is none: every visit to /home shows its gate
   * screen, however it is reached (a reload, a typed address, Back), not only the one right after signing in.
   */
  gate?: Exclude<AccountGate, "none">;
  /** The address signed in with, kept only while a gate is: the email gate's resend link sends to it. */
  email?: string;
};

export interface SessionValues {
  clubId: string | null;
  clubImageRef: string | null;
  userName: string | null;
  signToken: string | null;
  userSession: UserSession | null;
}

export interface SessionStore {
  get<K extends keyof SessionValues>(key: K): SessionValues[K];
  set<K extends keyof SessionValues>(key: K, value: SessionValues[K]): void;
  clear(): void;
  /** Called after every change; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface PermissionHelpers {
  /** Permissions for the selected club, optionally narrowed to one feature. */
  forCurrentClub(
    feature?: string,
  ): Record<string, Record<string, boolean>> | Record<string, boolean> | undefined;
  /** True when any club grants `action` on `feature`. */
  anyClubGrants(feature: string, action: string): boolean;
  /** Merge new per-club permissions into the stored user session. */
  merge(permissions: UserPermissions): void;
  accessMap(): AccessMap;
}

export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

export interface Navigation {
  navigate(path: string, options?: NavigateOptions): void;
  back(): void;
}

export interface PlatformContract {
  api: AxiosInstance;
  session: SessionStore;
  permissions: PermissionHelpers;
  config: RuntimeConfig;
  navigation: Navigation;
  /** Every route of the platform with what its remote declares (public, full page, needs a club, purpose). */
  routes: RouteTable;
  /** The one data cache: every screen reads and changes server data through it (platform/src/data). */
  queries: QueryClient;
  /** The contract's version ("MAJOR.MINOR", `contract-version.ts`); a remote checks it against its range. */
  version: string;
}

/** single-spa passes custom props merged with its own; remotes receive this shape in their lifecycles. */
export interface RemoteProps {
  platform: PlatformContract;
  name: string;
}

/**
 * What a remote's `./app` may offer besides its single-spa lifecycles: reading a route's data into the shared cache
 * before the route is visited (the menu's hover or focus). Optional both ways: a shell that never asks, or a remote
 * that offers nothing, loses only the head start.
 */
export interface RemoteWarmUp {
  prefetch?(path: string, platform: PlatformContract): Promise<void>;
}
