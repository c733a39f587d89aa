import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
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
const read = jest.fn(async () => "Schedule");

/** A screen that reads its data, then crashes while `flaky.crash` holds. */
function Flaky() {
  const data = useQuery({ queryKey: ["club", "c1", "mf-schedule", "day"], queryFn: read });
  if (flaky.crash && data.data) throw new Error("boom");
  return <p>{data.data ? `${data.data} loaded` : "Loading"}</p>;
}

describe("section unavailable panel", () => {
  it("shows the translated message and disables Retry until the retry settles", async () => {
    let finish: () => void = () => {};
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <I18nextProvider i18n={await i18nIn("ko")}>
        <PlatformUnavailablePanel reason="load" onRetry={onRetry} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("이 섹션을 사용할 수 없습니다");
    expect(screen.getByRole("alert").textContent).toContain("불러오지 못했습니다");
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

  it("says a section crashed (not that it could not load), reports which, and mounts it anew with fresh data on Retry", async () => {
    const report = jest.spyOn(console, "error").mockImplementation(() => {});
    window.history.pushState(null, "", "/price-schedule");
    flaky.crash = true;
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queries}>
        <I18nextProvider i18n={await i18nIn("vi")}>
          <PlatformErrorBoundary remote="mf-schedule" queries={queries}>
            <Flaky />
          </PlatformErrorBoundary>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole("alert");
    expect(panel.textContent).toContain("Phần này đã dừng do gặp lỗi");
    expect(panel.textContent).not.toContain("Không thể tải");
    expect(report.mock.calls.map((call) => call[0])).toContain(
      "Section mf-schedule crashed on /price-schedule",
    );
    expect(read).toHaveBeenCalledTimes(1);
    flaky.crash = false;
    await userEvent.click(screen.getByRole("button", { name: "Thử lại" }));
    expect(await screen.findByText("Schedule loaded")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    // The crashed section's read was asked again, not served from what the cache held when it crashed.
    expect(read).toHaveBeenCalledTimes(2);
  });
});
