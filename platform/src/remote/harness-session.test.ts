import { screen, waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { type AxiosAdapter, AxiosError } from "axios";
import i18next from "i18next";
import { declaredRouteTable } from "test-kit/declared-remotes";
import { createPlatform } from "../core/create-platform";
import { PLATFORM_NAMESPACE, platformTranslations } from "../i18n/platform-translations";
import { createSessionStore } from "../session/session-store";
import { mountHarnessSession } from "./harness-session";

const signedIn = {
  signToken: "tok-1",
  userName: { firstName: "Minjun", lastName: "Kim" },
  isBusinessOwner: true,
  isAdmin: false,
  userPermissions: [],
  gate: "none",
};

async function setUp(status: number) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", fallbackLng: "en", resources: {}, interpolation: { escapeValue: false } });
  for (const [language, bundle] of Object.entries(platformTranslations))
    i18n.addResourceBundle(language, PLATFORM_NAMESPACE, bundle);
  const bodies: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    bodies.push(JSON.parse(String(config.data)));
    const response = { data: { result: signedIn }, status, statusText: "", headers: {}, config };
    if (status >= 400) throw new AxiosError("failed", String(status), config, {}, response);
    return response;
  };
  const session = createSessionStore();
  const { platform } = createPlatform({
    config: { apiBaseUrl: "", environment: "development" },
    routes: declaredRouteTable(),
    session,
    getLanguage: () => i18n.language,
    onForbidden: () => {},
    adapter,
  });
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const stop = mountHarnessSession(container, platform, i18n);
  return { i18n, bodies, session, stop };
}

beforeEach(() => sessionStorage.clear());

describe("harness sign-in bar", () => {
  it("signs in a demo account and stores the session as the login screen does; Sign out clears it", async () => {
    const { bodies, session, stop } = await setUp(200);
    await userEvent.type(screen.getByLabelText("Password"), "golf-demo-2026");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in as Minjun Kim")).toBeTruthy();
    expect(bodies).toEqual([{ email: "owner@example.com", password: "golf-demo-2026" }]);
    expect(session.get("signToken")).toBe("tok-1");
    expect(session.get("userSession")).toEqual({
      isBusinessOwner: true,
      isAdmin: false,
      userPermissions: [],
    });
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(session.get("signToken")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    stop();
  });

  it("says when the sign-in failed, in the current language", async () => {
    const { i18n, stop } = await setUp(401);
    await i18n.changeLanguage("ko");
    await userEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("로그인 실패 (401)"));
    stop();
  });
});
