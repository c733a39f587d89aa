import type { RemoteEntry } from "platform/core/registry";
import { PlatformUnavailablePanel } from "platform/ui/platform-unavailable-panel";
import { type ReactNode, useCallback, useSyncExternalStore } from "react";
import { useShell } from "../../app/shell-context";
import { Spinner } from "./spinner";
import { usePathSpinner } from "./use-path-spinner";

/** Where the active remote mounts; its unavailable panel replaces it when it cannot load or crashed. */
interface Props {
  /** Changes on every navigation: restarts the spinner. */
  navigationKey: string;
  remote: RemoteEntry | undefined;
  /** Full-page layouts sit under the fixed, transparent top bar. */
  fullPage: boolean;
  children?: ReactNode;
}

export function ContentArea({ navigationKey, remote, fullPage, children }: Props) {
  const { remoteHost, remoteStatus, remoteApps } = useShell();
  const status = useSyncExternalStore(remoteStatus.subscribe, () =>
    remote ? remoteStatus.get(remote.name) : "idle",
  );
  const spinner = usePathSpinner(navigationKey);
  const attach = useCallback((slot: HTMLDivElement | null) => slot?.append(remoteHost.element), [remoteHost]);
  return (
    <main css={{ position: "relative", flex: 1, minWidth: 0, paddingTop: fullPage ? "4.5rem" : 0 }}>
      <div ref={attach} />
      {children}
      {remote && (status === "unavailable" || status === "crashed") && (
        <PlatformUnavailablePanel
          reason={status === "crashed" ? "crash" : "load"}
          onRetry={() => remoteApps.retry(remote.name)}
        />
      )}
      {/* Also while a remote is still loading (a slow network, or a Retry under way): never an empty area. */}
      {(spinner || (remote && status === "loading")) && <Spinner />}
    </main>
  );
}
