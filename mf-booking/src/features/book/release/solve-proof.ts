import { solveChallenge } from "altcha-lib";
// The Web Crypto version: the package's plain `algorithms/sha` is Node's (node:crypto).
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { ReleaseChallenge, ReleaseJoinInput } from "contracts/domains/releases/schemas";

/** Solves the join's proof of work (a few hundred thousand hashes at most); null when it could not be solved. */
export async function solveProof(
  challenge: ReleaseChallenge,
  controller?: AbortController,
): Promise<ReleaseJoinInput["proof"] | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  return solution
    ? { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
    : null;
}
