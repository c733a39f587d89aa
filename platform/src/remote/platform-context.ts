import { createContext, useContext } from "react";
import type { PlatformContract } from "../core/contract";

/** The platform contract of the current remote, provided by its lifecycles (or the dev harness). */
export const PlatformContext = createContext<PlatformContract | null>(null);

export function usePlatform(): PlatformContract {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error("usePlatform() needs a remote mounted by the shell or the dev harness");
  return platform;
}
