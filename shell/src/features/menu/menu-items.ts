import type { AccessMap } from "platform/core/contract";
import type { RemoteEntry } from "platform/core/registry";
import type { MenuDeclaration } from "platform/core/remote-declaration";

export interface MenuItem {
  key: string;
  /** Key in `namespace` (the declaring remote's; spec: labels under the group sideBar). */
  label: string;
  namespace: string;
  link: string;
  /** Navigation state the target screen reads (spec: club information opens in edit mode). */
  state?: Record<string, unknown>;
  icon: string;
  activeIcon: string;
  /** The remote's own drawings (checked path data), drawn instead of the named icons of the shell's set. */
  iconPath?: string;
  activeIconPath?: string;
  visible: (access: AccessMap) => boolean;
  children?: MenuItem[];
}

function toItem(entry: MenuDeclaration, namespace: string, remote: string): MenuItem {
  return {
    // Keys are the remote's own; prefixed so two remotes never collide in the menu's state.
    key: `${remote}:${entry.key}`,
    label: entry.label,
    namespace,
    link: entry.link,
    ...(entry.state ? { state: entry.state } : {}),
    icon: entry.icon,
    activeIcon: entry.activeIcon,
    ...(entry.iconPath ? { iconPath: entry.iconPath } : {}),
    ...(entry.activeIconPath ? { activeIconPath: entry.activeIconPath } : {}),
    visible: (access) => entry.access.some((flag) => access[flag]),
    ...(entry.children.length > 0
      ? { children: entry.children.map((child) => toItem(child, namespace, remote)) }
      : {}),
  };
}

/**
 * spec "Side menu": the entries every registered remote declares, in their declared order (a stable sort keeps a
 * remote's own order for equal numbers). Each shows only when the access map allows it.
 */
export function menuItems(remotes: readonly RemoteEntry[]): MenuItem[] {
  return remotes
    .flatMap((remote) => remote.menu.map((entry) => ({ entry, remote })))
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry, remote }) => toItem(entry, remote.namespace, remote.name));
}

/** True when the item or one of its children is the current page. */
export function isActive(item: MenuItem, pathname: string): boolean {
  return item.link === pathname || (item.children ?? []).some((child) => child.link === pathname);
}
