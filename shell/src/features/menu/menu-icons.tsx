export type IconName =
  | "home"
  | "club"
  | "calendar"
  | "staff"
  | "reservation"
  | "customer"
  | "client"
  | "logout";

const PATHS: Record<IconName, string> = {
  home: "M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z",
  club: "M6 21V3m0 0 11 4-11 4M4 21h8",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5m8-5v5",
  staff:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6zm13-9a3 3 0 1 0 0-6m2 15h3c0-2.8-1.6-5-4-5.7",
  reservation: "M7 4h10v3H7zM5 6h14v15H5zm4 6h6m-6 4h4",
  customer:
    "M4 5h16v14H4zm4 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm-2.5 4c.5-1.7 1.5-2.5 2.5-2.5s2 .8 2.5 2.5M13 9h4m-4 4h4",
  client: "M3 8h18v12H3zm6 0V5h6v3M3 13h18",
  logout: "M14 4h5v16h-5M10 8l-4 4 4 4m-4-4h11",
};

/**
 * The icon set remotes name in their menu entries (remote.json `icon`, `activeIcon`).
 * Menu icons: an outline drawing, and a filled, coloured variant for the active entry (spec: icon and active icon).
 */
/** A name no icon has (a remote newer than this shell): a plain dot, so the entry still lines up with the others. */
const UNKNOWN = "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z";

export const isIconName = (name: string): name is IconName => Object.hasOwn(PATHS, name);

/**
 * `path`: the remote's own drawing (path data its menu entry brought, checked by the registry), drawn instead of
 * the named icon; the shell's set is only the fallback.
 */
export function MenuIcon({ name, path, active = false }: { name: string; path?: string; active?: boolean }) {
  return (
    <svg
      // A fixed size: a long label beside it must never squeeze it.
      css={{ flex: "none" }}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-icon={path ? "own" : name}
      data-active={active ? "true" : "false"}
      fill={active ? "#1f6f43" : "none"}
      fillOpacity={active ? 0.25 : 1}
      stroke={active ? "#1f6f43" : "currentColor"}
      strokeWidth={active ? 2.2 : 1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path ?? (isIconName(name) ? PATHS[name] : UNKNOWN)} />
    </svg>
  );
}
