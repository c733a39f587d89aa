import { CacheProvider } from "@emotion/react";
import i18next from "i18next";
import * as React from "react";
import { type ComponentType, createElement } from "react";
import * as ReactDOMClient from "react-dom/client";
import type { LifeCycles } from "single-spa";
import singleSpaReact from "single-spa-react";
import type { Translations } from "../i18n/languages";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";
import { addTranslations } from "../i18n/register";
import type { RemoteProps } from "../platform/contract";
import { createStyleCache } from "../platform/style-cache";
import { PlatformRemoteRoot } from "../ui/platform-remote-root";

export interface RemoteDefinition {
  /** The remote's name (e.g. "mf-club"). */
  name: string;
  /** This remote's text: i18next namespace → en, ko and vi resources. */
  translations: Record<string, Translations>;
  App: ComponentType;
}

/**
 * single-spa lifecycles for a remote: React 19 root through single-spa-react, the platform contract in context,
 * the remote's translations on the shared i18next instance, and an error boundary with the unavailable panel.
 */
export function createRemoteLifecycles(definition: RemoteDefinition): LifeCycles<RemoteProps> {
  // The remote's own style cache, prefixed with its name and carrying the page's nonce (see style-cache.ts).
  const styleCache = createStyleCache(definition.name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote when its module loads, never per render.
  const Root = (props: RemoteProps) =>
    createElement(
      CacheProvider,
      { value: styleCache },
      createElement(PlatformRemoteRoot, { platform: props.platform, i18n: i18next, App: definition.App }),
    );
  // The error boundary lives inside Root (PlatformRemoteRoot), so single-spa-react need not add its own.
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    suppressComponentDidCatchWarning: true,
  });
  return {
    bootstrap: async (props) => {
      addTranslations(i18next, PLATFORM_NAMESPACE, platformTranslations);
      for (const [namespace, translations] of Object.entries(definition.translations)) {
        addTranslations(i18next, namespace, translations);
      }
      await lifecycles.bootstrap(props);
    },
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  };
}
