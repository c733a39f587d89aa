/**
 * What a remote declares about itself in its `remote.json`, served to the shell inside the registry: its routes
 * (with the layout and guard properties the shell needs before the remote is even loaded), its side-menu entries and
 * the text of those entries. The shell builds its route guard, layout and menu from these, so a remote adds a screen,
 * changes a layout or moves a menu entry with its own release only.
 *
 * Checked by hand rather than with zod: the shell parses nothing else, and zod would add ~40 KB to its first load.
 */
import { LANGUAGES, type Translations } from "contracts/i18n/languages";
import type { AccessMap } from "./access-flags";
import { isContractRange } from "./contract-version";

/**
 * Routes other parts of the platform need to find without naming a remote's path; `clubStart` is where a club
 * chosen on the club list opens, `clubBooking` a club's public booking page (`<path>?club=<clubId>`), whose link
 * the club's screen gives its owner for the club's website.
 */
export const ROUTE_PURPOSES = [
  "landing",
  "signIn",
  "profile",
  "clubChooser",
  "clubStart",
  "clubBooking",
] as const;
export type RoutePurpose = (typeof ROUTE_PURPOSES)[number];

export interface RouteDeclaration {
  path: string;
  /** Opens without a sign-in. */
  public: boolean;
  /** A full-page layout: no side menu, a transparent top bar with Back. */
  fullPage: boolean;
  /** Works on the selected club; the menu then shows that club's entries (spec §4 access flags). */
  needsClub: boolean;
  purpose?: RoutePurpose;
}

export type AccessFlag = keyof AccessMap;

export interface MenuDeclaration {
  key: string;
  /** Place in the whole menu; entries of every remote are sorted by it. */
  order: number;
  /** Key in the remote's namespace (spec: labels under the group sideBar). */
  label: string;
  link: string;
  /** A name in the shell's icon set: the fallback when the entry brings no drawing of its own. */
  icon: string;
  activeIcon: string;
  /**
   * The remote's own icon and active icon, as SVG path data on a 24 × 24 grid (the `d` of one <path>): a new remote
   * brings its icon with its release, no shell release needed. Path data only, never markup (`isSvgPathData`).
   */
  iconPath?: string;
  activeIconPath?: string;
  /** Shown when any of these access flags is granted: spec §4's, or a role kind of spec §6 (`DASHBOARD`). */
  access: AccessFlag[];
  /** Navigation state the target screen reads (e.g. the club form opens in edit mode with isAdd=false). */
  state?: Record<string, unknown>;
  children: MenuDeclaration[];
}

export interface RemoteDeclaration {
  /** The remote's i18next namespace: menu labels are looked up there ("" for a remote without a menu). */
  namespace: string;
  routes: RouteDeclaration[];
  menu: MenuDeclaration[];
  /** The menu's text, so the shell can show the menu before the remote's code is loaded. */
  texts: Translations;
  /** The platform contract range the remote was built for ("^1.0"; see `contract-version.ts`). */
  contract?: string;
}

export interface CheckedDeclaration {
  declaration: RemoteDeclaration;
  /** Routes or menu entries dropped, each with the reason; the rest of the declaration still counts. */
  problems: string[];
}

const ROUTE = /^\/[a-z0-9\-/]*$/i;
const KEY = /^[A-Za-z0-9_.-]+$/;
const ACCESS_FLAGS: readonly AccessFlag[] = [
  "home",
  "clubInformation",
  "schedule",
  "staffList",
  "roleSetting",
  "reservation",
  "membership",
  "roleManagement",
  "profile",
  "allStaff",
];
/**
 * A role kind's key (`DASHBOARD`): checked by its form, not against the list, so every remote's first chunk stays
 * without it; a key no role grants is simply never on.
 */
const ROLE_KIND = /^[A-Z][A-Z_]*$/;
const isAccessFlag = (flag: unknown) =>
  (ACCESS_FLAGS as readonly unknown[]).includes(flag) || (typeof flag === "string" && ROLE_KIND.test(flag));

/** Path commands and numbers (with their separators), read as tokens: linear, whatever the input. */
const PATH_TOKEN = /[\s,]*(?:([MmLlHhVvCcSsQqTtAaZz])|([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?))/y;
const MAX_PATH_LENGTH = 2000;

/**
 * SVG path data and nothing else: a moveto first, then only path commands and numbers, at most 2000 characters.
 * Angle brackets, quotes, letters other than commands (so no markup, url() or script) never pass.
 */
export function isSvgPathData(value: unknown): value is string {
  if (typeof value !== "string" || value.length > MAX_PATH_LENGTH) return false;
  const text = value.trimEnd();
  PATH_TOKEN.lastIndex = 0;
  let first = true;
  let numbers = 0;
  while (PATH_TOKEN.lastIndex < text.length) {
    const token = PATH_TOKEN.exec(text);
    if (!token) return false;
    if (first && !/^[Mm]$/.test(token[1] ?? "")) return false;
    first = false;
    if (token[2] !== undefined) numbers++;
  }
  return numbers >= 2;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const optionalBoolean = (value: unknown) => value === undefined || typeof value === "boolean";

/**
 * A route, or why it is dropped. A purpose this shell does not know (one a newer contract added) does not drop the
 * route: it is kept without the purpose, with a problem line, so a remote built for a newer minor still serves its
 * pages here (`pathFor` of that purpose shows the error page, as with no remote declaring it).
 */
function checkRoute(raw: unknown, problems: string[]): RouteDeclaration | string {
  // A bare string is a route with every property at its default.
  const route = typeof raw === "string" ? { path: raw } : raw;
  if (!isObject(route)) return "a route must be a path or an object with a path";
  const { path, purpose } = route;
  if (typeof path !== "string" || !ROUTE.test(path)) {
    return `${String(path)}: routes must be absolute paths without parameters`;
  }
  if (![route.public, route.fullPage, route.needsClub].every(optionalBoolean)) {
    return `${path}: public, fullPage and needsClub must be true or false`;
  }
  const known = (ROUTE_PURPOSES as readonly unknown[]).includes(purpose);
  if (purpose !== undefined && !known) problems.push(`${path}: unknown purpose ${String(purpose)}, ignored`);
  return {
    path,
    public: route.public === true,
    fullPage: route.fullPage === true,
    needsClub: route.needsClub === true,
    ...(known ? { purpose: purpose as RoutePurpose } : {}),
  };
}

function checkMenuEntry(raw: unknown, paths: ReadonlySet<string>, depth = 0): MenuDeclaration | string {
  if (!isObject(raw)) return "a menu entry must be an object";
  const { key, order, label, link, icon, activeIcon, iconPath, activeIconPath, access, state, children } =
    raw;
  const name = typeof key === "string" ? key : "?";
  if (typeof key !== "string" || !KEY.test(key)) return "a menu entry needs a key";
  if (typeof label !== "string" || !KEY.test(label)) return `menu ${name}: label must be a translation key`;
  if (typeof link !== "string" || !paths.has(link))
    return `menu ${name}: link must be one of the remote's routes`;
  if (typeof icon !== "string" || icon === "") return `menu ${name}: icon is required`;
  if (activeIcon !== undefined && typeof activeIcon !== "string")
    return `menu ${name}: activeIcon must be a name`;
  for (const [field, value] of [
    ["iconPath", iconPath],
    ["activeIconPath", activeIconPath],
  ] as const) {
    if (value !== undefined && !isSvgPathData(value))
      return `menu ${name}: ${field} must be SVG path data (path commands and numbers only)`;
  }
  if (depth === 0 && (typeof order !== "number" || !Number.isFinite(order))) {
    return `menu ${name}: order must be a number`;
  }
  const flags = typeof access === "string" ? [access] : access;
  if (!Array.isArray(flags) || flags.length === 0 || !flags.every(isAccessFlag)) {
    return `menu ${name}: access must name access flags (${ACCESS_FLAGS.join(", ")}) or role kinds (DASHBOARD)`;
  }
  if (state !== undefined && !isObject(state)) return `menu ${name}: state must be an object`;
  if (children !== undefined && (!Array.isArray(children) || depth > 0)) {
    return `menu ${name}: children must be a list, one level deep`;
  }
  const checkedChildren = (children ?? []).map((child) => checkMenuEntry(child, paths, depth + 1));
  const badChild = checkedChildren.find((child) => typeof child === "string");
  if (badChild) return `menu ${name}: ${badChild}`;
  return {
    key,
    order: typeof order === "number" ? order : 0,
    label,
    link,
    icon,
    activeIcon: typeof activeIcon === "string" ? activeIcon : icon,
    ...(isSvgPathData(iconPath) ? { iconPath } : {}),
    // The entry's own active icon, else its own icon (drawn as active), else the shell's named ones.
    ...(isSvgPathData(activeIconPath)
      ? { activeIconPath }
      : isSvgPathData(iconPath)
        ? { activeIconPath: iconPath }
        : {}),
    access: flags as AccessFlag[],
    ...(state ? { state } : {}),
    children: checkedChildren as MenuDeclaration[],
  };
}

/**
 * Reads a remote's declaration. A malformed route or menu entry is dropped with a problem line; an unusable
 * declaration as a whole (no routes, no namespace) is a problem string.
 */
export function checkDeclaration(raw: unknown): CheckedDeclaration | string {
  if (!isObject(raw)) return "the declaration is not an object";
  const { namespace, routes, menu, texts, contract } = raw;
  if (contract !== undefined && !isContractRange(contract)) return 'contract must be a range such as "^1.0"';
  if (!Array.isArray(routes) || routes.length === 0) return "routes must be a non-empty list";
  if (menu !== undefined && !Array.isArray(menu)) return "menu must be a list";
  if (namespace !== undefined && (typeof namespace !== "string" || !KEY.test(namespace))) {
    return "namespace must be a name";
  }
  if (namespace === undefined && (menu ?? []).length > 0) return "a menu needs the namespace of its labels";
  if (texts !== undefined && !isObject(texts)) return "texts must be an object of languages";
  const problems: string[] = [];
  const checkedRoutes: RouteDeclaration[] = [];
  for (const route of routes) {
    const checked = checkRoute(route, problems);
    if (typeof checked === "string") problems.push(checked);
    else checkedRoutes.push(checked);
  }
  if (checkedRoutes.length === 0) return `no usable route (${problems.join("; ")})`;
  const paths = new Set(checkedRoutes.map((route) => route.path));
  const checkedMenu: MenuDeclaration[] = [];
  for (const entry of menu ?? []) {
    const checked = checkMenuEntry(entry, paths);
    if (typeof checked === "string") problems.push(checked);
    else checkedMenu.push(checked);
  }
  const given = texts ?? {};
  const languageTexts = Object.fromEntries(
    LANGUAGES.map((language) => [language, isObject(given[language]) ? given[language] : {}]),
  ) as Translations;
  return {
    declaration: {
      namespace: namespace ?? "",
      routes: checkedRoutes,
      menu: checkedMenu,
      texts: languageTexts,
      ...(contract !== undefined ? { contract } : {}),
    },
    problems,
  };
}
