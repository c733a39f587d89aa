import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";

/** spec §9: script chunk load time-out. The federation runtime's own default for a remote entry is 20 s. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Gives remote entry scripts the same time-out as the apps' own chunks (rspack output.chunkLoadTimeout). */
export function scriptTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: "script-load-timeout",
    createScript({ url, attrs }) {
      const script = document.createElement("script");
      script.src = url;
      if (attrs?.type === "module") script.type = "module";
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === "async" || name === "defer") script[name] = Boolean(value);
        else if (name !== "type") script.setAttribute(name, String(value));
      }
      return { script, timeout: SCRIPT_LOAD_TIMEOUT_MS };
    },
  };
}
