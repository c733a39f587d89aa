/** The stored userName as people read it: plain text, or "First Last" when stored as a { firstName, lastName } JSON. */
export function displayUserName(stored: string | null): string {
  if (!stored) return "";
  try {
    const value = JSON.parse(stored) as { firstName?: unknown; lastName?: unknown };
    if (
      value &&
      typeof value === "object" &&
      (typeof value.firstName === "string" || typeof value.lastName === "string")
    ) {
      return [value.firstName, value.lastName].filter((part) => typeof part === "string" && part).join(" ");
    }
  } catch {
    // Plain text, not JSON.
  }
  return stored;
}
