import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import {
  ACCOUNT_GATES_NAMESPACE,
  accountGatesResources,
  HomeErrorScreen,
} from "./features/common/account-gates";
import { HomeScreen } from "./features/home/home-screen";
import type { ClubPath } from "./paths";

// Both routes are one form screen, in its own chunk with the form rules (zod).
const clubForm = {
  lazy: async () => (await import("./features/club-form/club-form-screen")).ClubFormScreen,
};

export const remote = defineRemote({
  name: "mf-club",
  declaration,
  translations: { [ACCOUNT_GATES_NAMESPACE]: accountGatesResources },
  screens: {
    "/home": HomeScreen,
    "/home-error": HomeErrorScreen,
    "/add-golf-club": clubForm,
    "/golf-info": clubForm,
  } satisfies Record<ClubPath, ScreenSource>,
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
