import { randomBytes, randomInt } from "node:crypto";
import { type Challenge, createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { ReleaseChallenge, ReleaseJoinInput } from "contracts/domains/releases/schemas";
import type { AppContext } from "../../context";
import { ApiError, invalidField } from "../../lib/api-error";

/**
 * The cost a client pays to join a release: an ALTCHA proof of work (SHA-256). The server picks a number up to
 * `releaseProofWork` and signs the challenge; the page tries numbers from 0 until one gives the challenge's key,
 * about half that many hashes, in the background while the golfer types. Checking a solution is two HMACs. Each
 * proof joins once (its signature is spent), so a script pays again for every try, while a golfer pays once.
 */

/** How long a challenge may be used: a golfer reading the page, typing and waiting for the code mail. */
const CHALLENGE_MINUTES = 10;

/** The two HMAC secrets, made once and kept in the database, so every instance signs and checks alike. */
async function secretsOf(ctx: AppContext) {
  const [signature, key] = await Promise.all([
    ctx.repos.releases.secret("proof-signature", () => randomBytes(32).toString("hex")),
    ctx.repos.releases.secret("proof-key", () => randomBytes(32).toString("hex")),
  ]);
  return { hmacSignatureSecret: signature, hmacKeySignatureSecret: key };
}

export async function newChallenge(ctx: AppContext, clubId: string): Promise<ReleaseChallenge> {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(0, ctx.releaseProofWork + 1),
    deriveKey,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_MINUTES * 60_000),
    data: { club: clubId },
    ...(await secretsOf(ctx)),
  });
  return challenge as ReleaseChallenge;
}

/** Checks a join's proof (signed by us, for this club, not expired, solved) and spends it; refuses it otherwise. */
export async function spendProof(ctx: AppContext, clubId: string, proof: ReleaseJoinInput["proof"]) {
  const challenge = proof.challenge as Challenge;
  if (challenge.parameters.data?.club !== clubId) throw invalidField("proof", "release_proof_invalid");
  const result = await verifySolution({
    challenge,
    solution: proof.solution,
    deriveKey,
    ...(await secretsOf(ctx)),
  });
  if (!result.verified) throw invalidField("proof", "release_proof_invalid");
  const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
  if (!(await ctx.repos.releases.spendProof(proof.challenge.signature, expiresAt))) {
    throw new ApiError(409, "release_proof_spent");
  }
}
