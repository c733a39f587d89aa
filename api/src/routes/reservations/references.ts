import { randomBytes } from "node:crypto";
import {
  REFERENCE_ALPHABET,
  REFERENCE_GROUP_LENGTH,
  REFERENCE_GROUPS,
} from "contracts/domains/reservations/rules";

/**
 * A new booking reference (`REFERENCE_ALPHABET` in rules.ts): upper case, unambiguous, grouped for reading out,
 * and unguessable. 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
 */
export const newReference = () => {
  const letters = [...randomBytes(REFERENCE_GROUPS * REFERENCE_GROUP_LENGTH)].map(
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return Array.from({ length: REFERENCE_GROUPS }, (_, group) =>
    letters.slice(group * REFERENCE_GROUP_LENGTH, (group + 1) * REFERENCE_GROUP_LENGTH).join(""),
  ).join("-");
};

/**
 * What a search for part of a reference also matches: the letters typed in any case, with or without the group
 * dashes ("k7qm mx" finds "K7QM-MX…").
 */
export function referenceSearch(q: string): RegExp | null {
  if (!/^[A-Za-z0-9 -]+$/.test(q)) return null;
  const compact = q.replace(/[ -]/g, "").toUpperCase();
  return compact.length >= 4 ? new RegExp(compact.split("").join("-?")) : null;
}
