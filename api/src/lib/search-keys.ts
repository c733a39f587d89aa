/**
 * Customer search by prefix. Each customer stores `searchKeys`, the normalised starts a search may match, and an
 * index on them answers a search with one range of keys instead of reading every customer of the club.
 */

/**
 * Text as a search compares it: lower case, accents dropped (Nguyễn → nguyen, Lê → le, đ → d), Hangul kept as
 * syllables, runs of spaces as one.
 */
export function searchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC")
    .replace(/đ/g, "d")
    .replace(/\s+/g, " ")
    .trim();
}

const HANGUL_WORD = /^\p{Script=Hangul}{3,4}$/u;

/**
 * The keys of one customer: the name from each of its words on ("le van minh", "van minh", "minh", so any run of
 * words from the start of one is found), a Korean name also without its one-syllable family name (Kim Min-jun is also found by Min-jun),
 * the email, and the mobile's digits from the start, its last eight and its last four.
 */
export function customerSearchKeys(customer: { name: string; email: string; mobile: string }): string[] {
  const name = searchText(customer.name);
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const fromEachWord = words.map((_, i) => words.slice(i).join(" "));
  const given = words.filter((w) => HANGUL_WORD.test(w)).map((w) => w.slice(1));
  const digits = customer.mobile.replace(/\D/g, "");
  const tails = [8, 4].filter((n) => digits.length > n).map((n) => digits.slice(-n));
  const keys = [name, ...fromEachWord, ...given, searchText(customer.email), digits, ...tails];
  return [...new Set(keys.filter(Boolean))];
}

/**
 * What a typed search looks for as a key prefix: a phone number typed with its separators ("010-1234",
 * "+84 90 12") as its digits, anything else as `searchText` makes it. Empty when nothing is left to look for.
 */
export function searchPrefix(q: string): string {
  if (/\d/.test(q) && /^[\d\s().+-]+$/.test(q)) return q.replace(/\D/g, "");
  return searchText(q);
}
