/**
 * The version of the platform contract (`contract.ts`): what the shell hands every remote. MAJOR changes when a
 * remote built against the previous contract would break (a member removed or changed in meaning); MINOR when
 * members are only added. A remote states the range it was built for in its remote.json (`"contract": "^1.0"`:
 * this major, at least this minor), so shells and remotes released on their own can be mixed safely:
 * - a remote built for an older compatible contract runs under a newer shell (same major, the shell's minor higher);
 * - a remote needing a newer minor, or another major, is refused before it is loaded (the shell reads the range in
 *   the registry) and again when it starts (the remote checks the contract it is handed, for shells that predate
 *   the check): its routes show the section-unavailable panel and the console says why; the rest keeps working.
 *
 * 1.0: api, session, permissions, config, navigation, routes, queries (shells from before versioning).
 * 1.1: `version` added. Every remote declares "^1.0": built for the older contract, it runs under this one.
 * 1.2: `accessMap()` also answers one flag per role kind (`DASHBOARD`, …); a menu entry of remote.json may name one.
 *   An older shell drops such an entry (an unknown flag) and keeps the remote's routes, so "^1.0" remotes still run.
 * 1.3: the route purpose `clubStart` (where a club chosen on the club list opens), which mf-schedule declares and
 *   mf-club's club list navigates to. A shell before 1.3 drops a route with a purpose it does not know, so both
 *   declare "^1.3" and an older shell refuses them loudly instead of losing the schedule's first page; from 1.3 a
 *   shell keeps such a route without the purpose (a later purpose costs only that purpose).
 * 1.4: the route purpose `clubBooking` (a club's public booking page), which mf-booking declares and mf-club's club
 *   screen links to. mf-booking declares "^1.3": a 1.3 shell keeps its page without the purpose, and an older one
 *   refuses it loudly instead of dropping the page. mf-club keeps "^1.3": where no route has the purpose (an older
 *   shell, or no mf-booking in the registry) it shows no booking link.
 */
export const PLATFORM_CONTRACT_VERSION = "1.4";

/** What a shell that hands no `version` provides: it predates versioning, so its contract is 1.0. */
export const UNVERSIONED_CONTRACT = "1.0";

const RANGE = /^\^(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)$/;

/** Whether `range` ("^MAJOR.MINOR") is a range this module can read. */
export const isContractRange = (range: unknown): range is string =>
  typeof range === "string" && RANGE.test(range);

/** Whether a contract of `version` ("MAJOR.MINOR") satisfies `range`: the same major, a minor at least the range's. */
export function satisfiesContract(version: string, range: string): boolean {
  const wanted = RANGE.exec(range);
  const given = VERSION.exec(version);
  if (!wanted || !given) return false;
  return given[1] === wanted[1] && Number(given[2]) >= Number(wanted[2]);
}

/** Why a remote cannot run on a contract of `version`, as the console line says it; null when it can. */
export function contractProblem(remote: string, range: string | undefined, version: string): string | null {
  if (range === undefined || satisfiesContract(version, range)) return null;
  return `${remote} needs platform contract ${range}; this shell provides ${version}`;
}
