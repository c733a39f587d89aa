/**
 * One address as one identity for a release: lower case, without a "+tag" (which most mail services deliver to
 * the same inbox), and for Gmail without dots (which it ignores) and with googlemail.com as gmail.com. So a script
 * cannot join a line many times from one inbox.
 */
export function identityOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  let local = lower.slice(0, at).split("+")[0] ?? "";
  let domain = lower.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
