// Test helpers for remotes (jest only; never imported by app code).
import { QueryClientProvider } from "@tanstack/react-query";
import "./polyfills";
import { join, relative } from "node:path";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from "axios";
import { allEndpoints } from "contracts/endpoints/all";
import { LANGUAGES, type Translations } from "contracts/i18n/languages";
import i18next from "i18next";
import type { PlatformContract } from "platform/core/contract";
import { contractProblem, PLATFORM_CONTRACT_VERSION } from "platform/core/contract-version";
import { createPlatform } from "platform/core/create-platform";
import { createMemorySession } from "platform/http/memory-session";
import { missingTranslations } from "platform/i18n/parity";
import { PLATFORM_NAMESPACE, platformTranslations } from "platform/i18n/platform-translations";
import { type DefinedRemote, RemoteRoutes } from "platform/remote/define-remote";
import { PlatformContext } from "platform/remote/platform-context";
import { createElement } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { commonResources } from "ui-kit/common-resources";
import { askedKeys, holdsKey } from "./asked-keys";
import { declaredRouteTable } from "./declared-remotes";
import { declaredEndpointOf } from "./fake-api";
import { featureTexts, withUsed } from "./feature-texts";
import { SAMPLE_CLUB_ID, sampleAnswers } from "./sample-answers";

/** A club id the offline platform's session holds, so screens that need a club render. */
export const OFFLINE_CLUB_ID = SAMPLE_CLUB_ID;

/** The id every route is opened with (`?id=`): the answers come from the samples whatever the id. */
const SAMPLE_ITEM_ID = "aaaaaaaaaaaaaaaaaaaaaaa1";

const failedWith = (config: InternalAxiosRequestConfig, status: number) =>
  new AxiosError(
    "failed",
    String(status),
    config,
    {},
    {
      status,
      statusText: "",
      headers: {},
      config,
      data: { message: "" },
    },
  );

/** Gives a screen that declares no calls the moment it would take to send one, inside React's act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

const operationsOf = (sent: InternalAxiosRequestConfig[]) => [
  ...new Set(sent.map((config) => declaredEndpointOf(config.method ?? "get", config.url ?? "").operationId)),
];
const isRead = (operationId: string) =>
  allEndpoints.find((e) => e.operationId === operationId)?.method === "get";

/**
 * Waits until the screen has sent its declared calls (`all`), or at least one of them where later ones wait for
 * an answer that never comes; one that declares none must send none. A screen that stops asking fails here, naming
 * what it did not ask for.
 */
async function untilCalled(sent: InternalAxiosRequestConfig[], calls: readonly string[], all: boolean) {
  if (calls.length === 0) {
    await settle();
    expect(operationsOf(sent)).toEqual([]);
    return;
  }
  await waitFor(
    () => {
      const asked = operationsOf(sent);
      const missing = calls.filter((call) => !asked.includes(call));
      expect(all || missing.length === calls.length ? missing : []).toEqual([]);
    },
    // Well inside the test's own time, so the failure names the missing calls rather than a timeout.
    { timeout: 3000 },
  );
}

/** A status line that says data is loading, in any of the kit's wordings. */
const isLoadingLine = (element: HTMLElement) => /…$/.test(element.textContent ?? "");

/** A platform whose API is offline: screens render their first state without a server. */
export function offlinePlatform(withClub = true, adapter?: AxiosAdapter): PlatformContract {
  return createPlatform({
    config: { apiBaseUrl: "", environment: "test" },
    routes: declaredRouteTable(),
    session: createMemorySession(withClub ? { clubId: OFFLINE_CLUB_ID } : {}),
    getLanguage: () => "en",
    onForbidden: () => {},
    onUnauthorized: () => {},
    // Every call fails here on purpose: the standard test reads the failed states on screen, not in a log.
    logFailure: () => {},
    retries: 0,
    adapter:
      adapter ??
      (async () => {
        throw new Error("offline");
      }),
  }).platform;
}

/** Keys the last rendered routes asked for that no registered text holds (reset by each `renderRoute`). */
let missingKeys: string[] = [];

/** Renders one route of a remote as the shell would, in `language`, on the offline platform. */
async function renderRoute(
  remote: DefinedRemote,
  route: string,
  language: string,
  withClub = true,
  adapter?: AxiosAdapter,
) {
  missingKeys = [];
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: "en",
    resources: {},
    interpolation: { escapeValue: false },
    // A key no registered text holds shows as the bare key on screen: collected here for the tests to read.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missingKeys.push(`${namespace}:${key}`);
    },
  });
  for (const [namespace, bundles] of Object.entries({
    ...remote.translations,
    [PLATFORM_NAMESPACE]: platformTranslations,
  })) {
    i18n.addResourceBundle(language, namespace, bundles[language as keyof typeof bundles]);
  }
  const platform = offlinePlatform(withClub, adapter);
  render(
    createElement(
      PlatformContext.Provider,
      { value: platform },
      createElement(
        QueryClientProvider,
        { client: platform.queries },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(
            MemoryRouter,
            { initialEntries: [route] },
            createElement(RemoteRoutes, { screens: remote.screens }),
          ),
        ),
      ),
    ),
  );
}

/** The level-1 heading a route renders, in every language. */
export async function routeHeadings(remote: DefinedRemote, route: string): Promise<Record<string, string>> {
  const headings: Record<string, string> = {};
  for (const language of LANGUAGES) {
    await renderRoute(remote, route, language);
    // A lazy screen's first import is compiled on the spot in tests, which can take over a second on a busy machine.
    const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
    headings[language] = heading.textContent ?? "";
    cleanup();
  }
  return headings;
}

const lookUp = (bundle: unknown, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

/**
 * The standard tests every remote passes (run for each remote by the jest configuration): a screen for exactly the
 * routes its remote.json declares, every text in en, ko and vi, menu labels that exist, and a translated title on
 * every route.
 */
export function describeRemote(remote: DefinedRemote, calls: Record<string, readonly string[]>) {
  const paths = remote.declaration.routes.map((route) => route.path);

  it("declares in the test kit what each route's screen asks the API for as it opens", () => {
    expect(Object.keys(calls).sort()).toEqual([...paths].sort());
    const unknown = Object.values(calls)
      .flat()
      .filter((id) => !allEndpoints.some((e) => e.operationId === id));
    expect(unknown).toEqual([]);
  });

  it("declares the platform contract range it is built for, and this platform provides it", () => {
    expect(remote.declaration.contract).toMatch(/^\^\d+\.\d+$/);
    expect(contractProblem(remote.name, remote.declaration.contract, PLATFORM_CONTRACT_VERSION)).toBeNull();
  });

  it("refuses to start under a contract it was not built for, saying which it needs", async () => {
    const platform = { ...offlinePlatform(), version: "99.0" };
    // defineRemote makes one bootstrap function (single-spa also allows a list).
    const bootstrap = remote.bootstrap as (props: {
      platform: PlatformContract;
      name: string;
    }) => Promise<void>;
    await expect(bootstrap({ platform, name: remote.name })).rejects.toThrow(
      `${remote.name} needs platform contract ${remote.declaration.contract}; this shell provides 99.0`,
    );
  });

  it("wires a screen to exactly the routes its remote.json declares", () => {
    expect(remote.screens.map(([path]) => path).sort()).toEqual([...paths].sort());
  });

  const ownTexts = featureTexts(remote.name);

  it.each([
    ...Object.keys(remote.translations).map(
      (namespace) => [namespace, remote.translations[namespace]] as const,
    ),
    ...ownTexts.map(({ dir, texts }) => [dir, texts.translations] as const),
  ])("has every text of %s in en, ko and vi", (_name, translations) => {
    expect(missingTranslations(translations as Translations)).toEqual([]);
  });

  it("has an English text for every key its code asks for, in the texts its feature loads", () => {
    const srcDir = join(__dirname, "..", "..", remote.name, "src");
    const always = [
      ...Object.values(remote.translations).map((namespace) => (namespace as Translations).en),
      commonResources.en,
      platformTranslations.en,
    ];
    // A file shows the texts of the innermost feature folder holding it; elsewhere, the texts features share.
    const shared = ownTexts.filter((own) => own.usedIn === srcDir);
    const textsOf = (file: string) => {
      const own = ownTexts
        .filter((candidate) => candidate.usedIn !== srcDir && file.startsWith(`${candidate.usedIn}/`))
        .sort((a, b) => b.usedIn.length - a.usedIn.length)[0];
      return (own ? [own.texts] : shared.map((candidate) => candidate.texts))
        .flatMap(withUsed)
        .map((texts) => texts.translations.en);
    };
    const unknown = askedKeys(srcDir)
      .filter(({ file, key }) => !holdsKey([...always, ...textsOf(file)], key))
      .map(({ file, key }) => `${relative(srcDir, file)}: ${key}`);
    expect(unknown).toEqual([]);
  });

  it("has a label in every language for each menu entry it declares", () => {
    const entries = remote.declaration.menu.flatMap((item) => [item, ...item.children]);
    const bundles = remote.translations[remote.declaration.namespace];
    for (const language of LANGUAGES) {
      for (const entry of entries) {
        expect({
          language,
          label: entry.label,
          text: typeof lookUp(bundles?.[language], entry.label),
        }).toEqual({
          language,
          label: entry.label,
          text: "string",
        });
      }
    }
  });

  it.each(paths)("renders a translated screen title on %s", async (route) => {
    const headings = await routeHeadings(remote, route);
    for (const heading of Object.values(headings)) {
      expect(heading.trim()).not.toBe("");
      expect(heading).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
    }
    expect(headings.ko).not.toBe(headings.en);
    expect(headings.vi).not.toBe(headings.en);
  });

  describe.each(paths)("%s shows its data's states through the shared gate", (route) => {
    // Every route opens with an id in its address, so an edit screen loads its item too, with a token, so a public
    // page opened from a mailed link (the booking confirmation) reads its item as well, and with a club, so a public
    // page of a club (the golfers' booking page) reads it.
    const address = `${route}?id=${SAMPLE_ITEM_ID}&token=${SAMPLE_ITEM_ID}&club=${SAMPLE_ITEM_ID}`;
    const withClub =
      remote.declaration.routes.find((declared) => declared.path === route)?.needsClub !== false;
    const opensWith = calls[route] ?? [];
    const readsData = opensWith.some(isRead);

    it("says it is loading while its data is on the way", async () => {
      const sent: InternalAxiosRequestConfig[] = [];
      await renderRoute(remote, address, "en", withClub, (config) => {
        sent.push(config);
        return new Promise(() => {});
      });
      await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
      await untilCalled(sent, opensWith, false);
      if (opensWith.length > 0) expect(screen.getAllByRole("status").length).toBeGreaterThan(0);
      cleanup();
    }, 15_000);

    it("shows a failure inline with Retry, and Retry asks again", async () => {
      const sent: InternalAxiosRequestConfig[] = [];
      await renderRoute(remote, address, "en", withClub, async (config) => {
        sent.push(config);
        throw failedWith(config, 500);
      });
      await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
      await untilCalled(sent, opensWith, false);
      // A screen that reads data on opening; one that opens by sending something (a mailed link's verification)
      // answers with its verdict, not a Retry.
      if (readsData) {
        expect((await screen.findAllByRole("alert")).length).toBeGreaterThan(0);
        const before = sent.length;
        const [retry] = screen.getAllByRole("button", { name: "Retry" });
        await act(async () => retry?.click());
        await waitFor(() => expect(sent.length).toBeGreaterThan(before));
      }
      expect(missingKeys).toEqual([]);
      cleanup();
    }, 15_000);

    it("shows its data once the API answers", async () => {
      const sent: InternalAxiosRequestConfig[] = [];
      await renderRoute(remote, address, "en", withClub, async (config) => {
        sent.push(config);
        const declared = declaredEndpointOf(config.method ?? "get", config.url ?? "");
        const answer = (sampleAnswers as unknown as Record<string, unknown>)[declared.operationId];
        if (answer === undefined) throw failedWith(config, 404);
        return { status: 200, statusText: "", headers: {}, config, data: { result: answer } };
      });
      await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
      await untilCalled(sent, opensWith, true);
      if (opensWith.every(isRead)) {
        await waitFor(() => expect(screen.queryAllByRole("status").filter(isLoadingLine)).toEqual([]));
        expect(screen.queryAllByRole("alert").map((alert) => alert.textContent)).toEqual([]);
      }
      // Every text the screen showed is in the texts its chunk registered.
      expect(missingKeys).toEqual([]);
      cleanup();
    }, 15_000);
  });

  const clubRoutes = remote.declaration.routes.filter((route) => route.needsClub).map((route) => route.path);
  if (clubRoutes.length > 0) {
    it.each(clubRoutes)(
      "without a selected club, %s says to choose one and links to the club list",
      async (route) => {
        const notices = new Set<string>();
        for (const language of LANGUAGES) {
          await renderRoute(remote, route, language, false);
          const notice = await screen.findByTestId("no-club");
          expect(notice.querySelector("a")?.getAttribute("href")).toBe(
            offlinePlatform().routes.pathFor("clubChooser"),
          );
          notices.add(notice.textContent ?? "");
          cleanup();
        }
        expect(notices.size).toBe(LANGUAGES.length);
      },
    );
  }
}
