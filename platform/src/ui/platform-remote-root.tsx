import { QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { PlatformContract } from "../core/contract";
import { PlatformContext } from "../remote/platform-context";
import { PlatformErrorBoundary } from "./platform-error-boundary";

interface Props {
  /** The remote's name, for the report of a crash. */
  name: string;
  platform: PlatformContract;
  i18n: I18n;
  children: ReactNode;
}

/** What every remote renders at its root: contract, the data cache and i18n in context, crashes caught with a Retry panel. */
export function PlatformRemoteRoot({ name, platform, i18n, children }: Props) {
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queries}>
        <I18nextProvider i18n={i18n}>
          <PlatformErrorBoundary remote={name} queries={platform.queries}>
            {children}
          </PlatformErrorBoundary>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
