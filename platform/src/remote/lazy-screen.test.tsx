import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";
import { PlatformErrorBoundary } from "../ui/platform-error-boundary";
import { lazyScreen } from "./lazy-screen";

const Loaded = () => <h1>Loaded</h1>;

describe("lazyScreen", () => {
  it("retries a failed chunk load before giving up", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Loaded);
    const Screen = lazyScreen(load, 1);
    render(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "Loaded" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the unavailable panel once every attempt failed, and loads the screen again on Retry", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en", resources: {}, interpolation: { escapeValue: false } });
    for (const [language, bundle] of Object.entries(platformTranslations)) {
      i18n.addResourceBundle(language, PLATFORM_NAMESPACE, bundle);
    }
    const load = jest.fn().mockRejectedValue(new Error("offline"));
    const Screen = lazyScreen(load, 1);
    render(
      <I18nextProvider i18n={i18n}>
        <PlatformErrorBoundary remote="mf-club" queries={new QueryClient()}>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </PlatformErrorBoundary>
      </I18nextProvider>,
    );
    await screen.findByRole("button", { name: "Retry" });
    expect(load).toHaveBeenCalledTimes(3);
    // Code that never arrived is a failed load, not a crash.
    expect(screen.getByRole("alert").textContent).toContain("It could not be loaded");

    load.mockResolvedValue(Loaded);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Loaded" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
