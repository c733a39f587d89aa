import { remoteForPath } from "platform/core/registry";
import { start } from "single-spa";
import { ShellApp } from "./app/shell-app";
import type { ShellServices } from "./app/shell-context";
import { showStartFailed } from "./app/start-failed";
import { prepareShell, renderShell } from "./app/start-shell";
import { warmRemoteData } from "./features/remotes/load-remote-app";
import { createRemotePreloader } from "./features/remotes/preload-remotes";
import { registerRemoteApps } from "./features/remotes/register-remote-apps";
import { createRemoteHost } from "./features/remotes/remote-host";
import { createRemoteStatusStore } from "./features/remotes/remote-status-store";
import { mayShow } from "./features/routing/route-guard";

async function main() {
  const { remotes, routes, forbidden, platform, setAccessMap } = await prepareShell();
  const remoteStatus = createRemoteStatusStore();
  const remoteHost = createRemoteHost();
  const remoteApps = registerRemoteApps(remotes, platform, remoteHost.containerFor, remoteStatus, (path) =>
    mayShow(path, platform.session, routes),
  );
  // The remotes of the user's menu load while the browser is idle, so their first visit is quick; the menu's
  // access map arriving (at start, after a sign-in or a club switch) schedules it.
  const preloader = createRemotePreloader(remotes, () => platform.permissions.accessMap());
  const services: ShellServices = {
    platform,
    setAccessMap: (next) => {
      setAccessMap(next);
      preloader.schedule();
    },
    remotes,
    remoteApps,
    remoteStatus,
    remoteHost,
    forbidden,
    preload: (path) => {
      const remote = remoteForPath(remotes, path);
      if (!remote || !mayShow(path, platform.session, routes)) return;
      preloader.now(remote);
      void warmRemoteData(remote, path, platform);
    },
  };

  renderShell(services, <ShellApp />);
  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error("The shell could not start", error);
  showStartFailed();
});
