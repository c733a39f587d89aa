import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import type { DashboardPath } from "./paths";

export const remote = defineRemote({
  name: "mf-dashboard",
  declaration,
  screens: {
    // Its charts and texts load with the screen, so the remote's first chunk stays small.
    "/dashboard": {
      lazy: async () => (await import("./features/dashboard/dashboard-screen")).DashboardScreen,
    },
  } satisfies Record<DashboardPath, ScreenSource>,
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
