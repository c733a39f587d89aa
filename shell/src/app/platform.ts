import { FALLBACK_LANGUAGE } from "contracts/i18n/languages";
import i18next from "i18next";
import type { RuntimeConfig } from "platform/core/contract";
import { type CreatedPlatform, createPlatform } from "platform/core/create-platform";
import type { RouteTable } from "platform/core/route-table";

export type ShellPlatform = CreatedPlatform;

/** The platform contract the shell hands every remote (single-spa custom prop `platform`). */
export function createShellPlatform(
  config: RuntimeConfig,
  routes: RouteTable,
  onForbidden: (message: string) => void,
): ShellPlatform {
  return createPlatform({
    config,
    routes,
    getLanguage: () => i18next.resolvedLanguage ?? FALLBACK_LANGUAGE,
    onForbidden,
  });
}
