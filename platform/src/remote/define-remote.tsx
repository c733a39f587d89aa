import { CacheProvider } from "@emotion/react";
import type { FetchQueryOptions } from "@tanstack/react-query";
import { LANGUAGES, type Translations } from "contracts/i18n/languages";
import i18next from "i18next";
import { type ComponentType, Suspense } from "react";
import { setI18n } from "react-i18next";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import type { LifeCycles } from "single-spa";
import type { PlatformContract, RemoteProps, RemoteWarmUp } from "../core/contract";
import { contractProblem, UNVERSIONED_CONTRACT } from "../core/contract-version";
import { checkDeclaration, type RemoteDeclaration } from "../core/remote-declaration";
import { createStyleCache } from "../core/style-cache";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";
import { addTranslations } from "../i18n/register";
import { PlatformRemoteRoot } from "../ui/platform-remote-root";
import { lazyScreen } from "./lazy-screen";
import { reactLifecycles } from "./react-lifecycles";

/** A screen, or the loader of a screen kept in its own chunk (loaded on first visit, retried on failure). */
export type ScreenSource = ComponentType | { lazy: () => Promise<ComponentType> };

export interface RemoteDefinition {
  /** The remote's name (e.g. "mf-club"). */
  name: string;
  /** The remote's remote.json: routes, menu and menu text. */
  declaration: unknown;
  /**
   * Texts needed before any screen renders (an error screen of the remote's root), i18next namespace → en, ko and
   * vi. A screen's own texts travel in its chunk instead (`useTexts`). The declaration's namespace gets its menu text.
   */
  translations?: Record<string, Translations>;
  /** Path → screen, for exactly the routes the declaration lists. */
  screens: Record<string, ScreenSource>;
  /**
   * Path → the query options of what that screen reads first (with the selected club), so pointing at its menu
   * entry warms the cache; a screen that is not listed is warmed by its code only.
   */
  prefetch?: Record<string, (platform: PlatformContract, clubId: string) => readonly WarmRead[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: query options of any key and data; the cache checks nothing more.
type WarmRead = FetchQueryOptions<any, any, any, any>;

/** How long a warmed read counts as fresh: pointing at an entry again soon after reads nothing. */
const WARM_FOR_MS = 15_000;

export interface DefinedRemote extends LifeCycles<RemoteProps>, RemoteWarmUp {
  name: string;
  declaration: RemoteDeclaration;
  /** Every namespace the remote registers, the declaration's menu text included. */
  translations: Record<string, Translations>;
  /** Path → screen (lazy ones wrapped with chunk retry), as `RemoteRoutes` wires them. */
  screens: readonly Screen[];
}

type Screen = readonly [path: string, Screen: ComponentType];

/** Route → screen wiring of a remote, inside whatever router the caller provides (tests use a memory router). */
export function RemoteRoutes({ screens }: { screens: readonly Screen[] }) {
  return (
    // While a screen's chunk loads the content area stays empty; the shell shows its spinner over it meanwhile.
    <Suspense fallback={null}>
      <Routes>
        {screens.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

const lazyMark = (source: ScreenSource): source is { lazy: () => Promise<ComponentType> } =>
  typeof source === "object" && source !== null && "lazy" in source;

function withDeclaredTexts(
  translations: Record<string, Translations> | undefined,
  declaration: RemoteDeclaration,
) {
  const own = translations?.[declaration.namespace];
  const merged = Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...declaration.texts[language], ...(own?.[language] ?? {}) }]),
  ) as Translations;
  return { ...translations, [declaration.namespace]: merged };
}

/**
 * The one way to write a remote: its remote.json, its translations and its screens become the single-spa
 * lifecycles the shell mounts (React 19 root, platform contract and i18n in context, an error boundary with the
 * unavailable panel, its own router with a catch-all for other apps' routes, lazy screens with chunk retry).
 */
export function defineRemote(definition: RemoteDefinition): DefinedRemote {
  const checked = checkDeclaration(definition.declaration);
  if (typeof checked === "string") throw new Error(`${definition.name}/remote.json: ${checked}`);
  const { declaration } = checked;
  const translations = withDeclaredTexts(definition.translations, declaration);
  const screens: Screen[] = Object.entries(definition.screens).map(([path, source]) => [
    path,
    lazyMark(source) ? lazyScreen(source.lazy) : source,
  ]);

  // The remote's own style cache, prefixed with its name and carrying the page's nonce (see style-cache.ts).
  const styleCache = createStyleCache(definition.name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote when its module loads, never per render.
  const Root = (props: RemoteProps) => (
    <CacheProvider value={styleCache}>
      <PlatformRemoteRoot name={definition.name} platform={props.platform} i18n={i18next}>
        <BrowserRouter>
          <RemoteRoutes screens={screens} />
        </BrowserRouter>
      </PlatformRemoteRoot>
    </CacheProvider>
  );
  // The error boundary lives inside Root (PlatformRemoteRoot).
  const lifecycles = reactLifecycles(Root);
  return {
    name: definition.name,
    declaration,
    translations,
    screens,
    bootstrap: async (props) => {
      // Checked here too, for a shell that loads it without reading the range (one released before the check).
      const problem = contractProblem(
        definition.name,
        declaration.contract,
        props.platform.version ?? UNVERSIONED_CONTRACT,
      );
      if (problem) throw new Error(problem);
      // react-i18next is bundled per app: this copy learns the page's instance (its hooks also read it from the
      // root's I18nextProvider).
      setI18n(i18next);
      addTranslations(i18next, PLATFORM_NAMESPACE, platformTranslations);
      for (const [namespace, bundle] of Object.entries(translations))
        addTranslations(i18next, namespace, bundle);
      await lifecycles.bootstrap(props);
    },
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    prefetch: async (path, platform) => {
      const clubId = platform.session.get("clubId") ?? "";
      const reads = definition.prefetch?.[path]?.(platform, clubId) ?? [];
      // Best effort: a failed warm-up is the screen's own load to show, when the user gets there.
      await Promise.allSettled(
        reads.map((read) => platform.queries.prefetchQuery({ ...read, staleTime: WARM_FOR_MS })),
      );
    },
  };
}
