import type { AccessMap, PlatformContract } from "platform/core/contract";
import type { RemoteEntry } from "platform/core/registry";
import { createContext, useContext } from "react";
import type { RemoteApps } from "../features/remotes/register-remote-apps";
import type { RemoteHost } from "../features/remotes/remote-host";
import type { RemoteStatusStore } from "../features/remotes/remote-status-store";
import type { ForbiddenStore } from "../features/session/forbidden-store";

export interface ShellServices {
  platform: PlatformContract;
  setAccessMap(access: AccessMap): void;
  remotes: RemoteEntry[];
  remoteApps: RemoteApps;
  remoteStatus: RemoteStatusStore;
  remoteHost: RemoteHost;
  forbidden: ForbiddenStore;
  /** Starts loading the remote of a page the user is about to open (a menu entry under the pointer or focused). */
  preload?(path: string): void;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error("useShell() outside the shell");
  return services;
}
