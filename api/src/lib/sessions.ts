import type { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import { newToken, tokenDigest } from "./tokens";

/** Sessions last one working day; a new sign-in starts a new one. */
export const sessionLifetimeMs = 12 * 60 * 60_000;

/** Profile edits need a password check this recent on the same session. */
export const reauthWindowMs = 15 * 60_000;

export async function openSession(ctx: AppContext, accountId: ObjectId): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.repos.sessions.insert({
    _id: tokenDigest(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    passwordVerifiedAt: null,
  });
  return token;
}
