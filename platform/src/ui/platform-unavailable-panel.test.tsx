import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";
import { PlatformErrorBoundary } from "./platform-error-boundary";
import { PlatformUnavailablePanel } from "./platform-unavailable-panel";

async function i18nIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: "en", resources: {}, interpolation: { escapeValue: false } });
  for (const [language, bundle] of Object.entries(platformTranslations)) {
    i18n.addResourceBundle(language, PLATFORM_NAMESPACE, bundle);
  }
  return i18n;
}

const flaky = { crash: true };

function Flaky() {
  if (flaky.crash) throw new Error("boom");
  return <p>Schedule loaded</p>;
}

describe("section unavailable panel", () => {
  it("shows the translated message and disables Retry until the retry settles", async () => {
    let finish: () => void = () => {};
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <I18nextProvider i18n={await i18nIn("ko")}>
        <PlatformUnavailablePanel onRetry={onRetry} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("이 섹션을 사용할 수 없습니다");
    await userEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: "다시 시도하는 중…" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    finish();
    expect(((await screen.findByRole("button", { name: "다시 시도" })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("catches a crash inside a remote and renders it again on Retry", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    flaky.crash = true;
    render(
      <I18nextProvider i18n={await i18nIn("en")}>
        <PlatformErrorBoundary>
          <Flaky />
        </PlatformErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("This section is unavailable");
    flaky.crash = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByText("Schedule loaded")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
