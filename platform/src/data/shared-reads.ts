import {
  type QueryFunction,
  type QueryKey,
  queryOptions,
  type skipToken,
  useQuery,
} from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { User } from "contracts/domains/accounts/schemas";
import type { Club, ClubList, ClubListQuery } from "contracts/domains/clubs/schemas";
import type { RoleAccess, UserSessionAnswer } from "contracts/domains/common/permissions";
import { createAccountsApi } from "../clients/accounts";
import { createClubsApi } from "../clients/clubs";
import { usePlatform } from "../remote/platform-context";
import { sharedKeys } from "./shared-keys";
import { clientOf } from "./use-client";
import { useSelectedClubId } from "./use-selected-club";

/**
 * The reads several remotes share, declared once: one key, one response shape, one fetcher each. A remote takes its
 * own view with `select`; it never stores another shape under these keys. Each `…Query` is the query options
 * (for `ensureQueryData`, prefetching and tests), each `use…` the hook screens call.
 */

/** What a screen may add to a shared read: its own view of the data, and whether to ask now. */
export interface ReadOptions<Data, View> {
  select?: (data: Data) => View;
  enabled?: boolean;
  staleTime?: number;
}

/** A shared read with a screen's own view: the declared key and fetcher, never the caller's. */
function useRead<Data, View, Key extends QueryKey>(
  read: { queryKey: Key; queryFn?: QueryFunction<Data, Key> | typeof skipToken },
  options: ReadOptions<Data, View>,
) {
  return useQuery<Data, Error, View, Key>({
    queryKey: read.queryKey,
    queryFn: read.queryFn,
    ...options,
  });
}

const clubs = (api: AxiosInstance) => clientOf(api, createClubsApi);
const accounts = (api: AxiosInstance) => clientOf(api, createAccountsApi);

/** The clubs the account may open, the whole `ClubList` (`list` and `more`), narrowed by `q` when given. */
export const clubsQuery = (api: AxiosInstance, query: ClubListQuery = {}) =>
  queryOptions({
    queryKey: query.q ? sharedKeys.clubsMatching(query) : sharedKeys.clubs(),
    queryFn: (): Promise<ClubList> => clubs(api).list(query.q ? query : {}),
  });

export const userQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: sharedKeys.user(), queryFn: () => accounts(api).getUser() });

export const permissionsQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: sharedKeys.permissions(), queryFn: () => accounts(api).getUserPermissions() });

export const clubQuery = (api: AxiosInstance, clubId: string) =>
  queryOptions({ queryKey: sharedKeys.club(clubId), queryFn: (): Promise<Club> => clubs(api).get(clubId) });

/** spec §7: the selected club's name for the chrome; "" when the answer carries none. */
export const clubNameQuery = (api: AxiosInstance, clubId: string) =>
  queryOptions({
    queryKey: sharedKeys.clubName(clubId),
    queryFn: async () => {
      const result = await clubs(api).name(clubId);
      return typeof result?.clubname === "string" ? result.clubname : "";
    },
  });

export const myRoleQuery = (api: AxiosInstance, clubId: string) =>
  queryOptions({ queryKey: sharedKeys.myRole(clubId), queryFn: () => accounts(api).getUserRole(clubId) });

export function useClubs<View = ClubList>(
  query: ClubListQuery = {},
  options: ReadOptions<ClubList, View> = {},
) {
  return useRead(clubsQuery(usePlatform().api, query), options);
}

export function useUser<View = User>(options: ReadOptions<User, View> = {}) {
  return useRead(userQuery(usePlatform().api), options);
}

export function usePermissions<View = UserSessionAnswer>(options: ReadOptions<UserSessionAnswer, View> = {}) {
  return useRead(permissionsQuery(usePlatform().api), options);
}

/** A club's record; asks nothing without a club. */
export function useClub<View = Club>(clubId: string, options: ReadOptions<Club, View> = {}) {
  return useRead(clubQuery(usePlatform().api, clubId), {
    ...options,
    enabled: clubId !== "" && (options.enabled ?? true),
  });
}

export function useClubName(clubId: string, options: ReadOptions<string, string> = {}) {
  return useRead(clubNameQuery(usePlatform().api, clubId), {
    ...options,
    enabled: clubId !== "" && (options.enabled ?? true),
  });
}

export function useMyRole<View = RoleAccess>(clubId: string, options: ReadOptions<RoleAccess, View> = {}) {
  return useRead(myRoleQuery(usePlatform().api, clubId), {
    ...options,
    enabled: clubId !== "" && (options.enabled ?? true),
  });
}

/**
 * The selected club's time zone. "Today" on a screen is always the club's today (`todayIn(timeZone)` of
 * `contracts/domains/common/dates`), never the browser's or UTC's: before 09:00 in Seoul, UTC is still yesterday.
 * A view of the club's record, so a change to the club reads it again.
 */
export function useClubTimeZone() {
  return useClub(useSelectedClubId(), { select: (club) => club.timeZone, staleTime: 60 * 60_000 });
}
