import type { ClubListQuery } from "contracts/domains/clubs/schemas";

/**
 * The keys of the platform's shared reads (`shared-reads.ts`). Remotes use them only to invalidate after a change
 * others must see (a club saved refreshes `sharedKeys.club(id)`, which covers its name too); they read through the
 * shared reads' hooks, never with a fetcher of their own under these keys (`query-keys.test.ts` fails on that).
 */
export const sharedKeys = {
  /** The clubs the account may open (`GET /clubs`), every filter of it. */
  clubs: () => ["account", "clubs"] as const,
  clubsMatching: (query: ClubListQuery) => ["account", "clubs", query] as const,
  /** The signed-in account's record (`GET /users`). */
  user: () => ["account", "user"] as const,
  /** The signed-in account's permissions in every club (`GET /users/permissions`). */
  permissions: () => ["account", "permissions"] as const,
  /** A club's record (`GET /clubs/:clubId`); prefix of its name. */
  club: (clubId: string) => ["club", clubId, "club"] as const,
  /** A club's name for the chrome (`GET /club`), refreshed with the record. */
  clubName: (clubId: string) => ["club", clubId, "club", "name"] as const,
  /** The caller's role in a club (`GET /users/role`). */
  myRole: (clubId: string) => ["club", clubId, "my-role"] as const,
};
