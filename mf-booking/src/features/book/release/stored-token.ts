/**
 * The golfer's entry token, kept in this browser per club and released day: a reload, or the page opened again
 * later, finds the golfer's place in line without joining again. Storage may be unavailable (a private window's
 * quota, a blocked site): then the token lives as long as the page.
 */
const keyOf = (clubId: string, date: string) => `mf-booking:release:${clubId}:${date}`;

export function readToken(clubId: string, date: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(clubId, date));
  } catch {
    return null;
  }
}

export function keepToken(clubId: string, date: string, token: string): void {
  try {
    window.localStorage.setItem(keyOf(clubId, date), token);
  } catch {
    // Kept in the page's state only.
  }
}

export function forgetToken(clubId: string, date: string): void {
  try {
    window.localStorage.removeItem(keyOf(clubId, date));
  } catch {
    // Nothing was kept.
  }
}
