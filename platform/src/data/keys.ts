/**
 * Query keys. Everything of a club starts with `["club", clubId]`, so switching clubs asks for the new club's data
 * and a change can refresh a whole area of one club (`clubKey(clubId, "customers")` covers every customer query).
 */
export const clubKey = (clubId: string, area: string, ...rest: unknown[]) =>
  ["club", clubId, area, ...rest] as const;

/** Data of the signed-in account, not of a club. */
export const accountKey = (area: string, ...rest: unknown[]) => ["account", area, ...rest] as const;
