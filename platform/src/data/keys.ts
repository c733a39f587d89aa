/**
 * Query keys of the one cache the shell hands every remote. The cache is an API between remotes released apart, so
 * who owns a key is part of the key:
 * - reads several remotes share (the account's clubs, the user, permissions, a club's record, name and the caller's
 *   role there) are declared once by the platform (`shared-reads.ts`), with one key, one shape and one fetcher;
 * - everything else belongs to one remote and sits under that remote's name (`remoteKeys("mf-club")`), so no remote
 *   can write a shape under another's key or under a platform key.
 * Everything of a club starts with `["club", clubId]`, so switching clubs asks for the new club's data.
 */

/** A remote's name, which is also the namespace of its own keys; no platform key has one there. */
export type RemoteName = `mf-${string}`;

/**
 * The keys of one remote's own reads: account-level under `["account", name]`, club-level under `["club", id, name]`,
 * and reads of a public page (no account, no club) under `["public", name]`.
 */
export function remoteKeys<const Name extends RemoteName>(name: Name) {
  return {
    account: <const Rest extends readonly unknown[]>(...rest: Rest) => ["account", name, ...rest] as const,
    club: <const Rest extends readonly unknown[]>(clubId: string, ...rest: Rest) =>
      ["club", clubId, name, ...rest] as const,
    public: <const Rest extends readonly unknown[]>(...rest: Rest) => ["public", name, ...rest] as const,
  };
}
