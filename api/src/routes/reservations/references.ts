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
