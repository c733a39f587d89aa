import i18next from "i18next";
import { initPlatformI18n } from "./init";

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the detector under test reads document.cookie itself.
  document.cookie = value;
}

/** A fresh page: no query, cookie or storage; the browser says `navigatorLanguage`; <html lang> is `htmlLang`. */
function freshPage({ navigatorLanguage = "fr-FR", htmlLang = "" } = {}) {
  window.history.replaceState(null, "", "/");
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(window.navigator, "languages", "get").mockReturnValue([navigatorLanguage]);
  jest.spyOn(window.navigator, "language", "get").mockReturnValue(navigatorLanguage);
  document.documentElement.lang = htmlLang;
}

async function detect() {
  const i18n = await initPlatformI18n(i18next.createInstance());
  return i18n.resolvedLanguage;
}

afterEach(() => jest.restoreAllMocks());

describe("language detection (spec §1)", () => {
  it("prefers the lng query parameter over cookie, storage and browser", async () => {
    freshPage({ navigatorLanguage: "ko-KR" });
    setCookie("i18next=ko");
    localStorage.setItem("i18nextLng", "ko");
    window.history.replaceState(null, "", "/welcome?lng=vi");
    expect(await detect()).toBe("vi");
  });

  it("uses the i18next cookie before local storage", async () => {
    freshPage();
    setCookie("i18next=vi");
    localStorage.setItem("i18nextLng", "ko");
    expect(await detect()).toBe("vi");
  });

  it("uses local storage i18nextLng before session storage", async () => {
    freshPage();
    localStorage.setItem("i18nextLng", "ko");
    sessionStorage.setItem("i18nextLng", "vi");
    expect(await detect()).toBe("ko");
  });

  it("uses session storage before the browser language", async () => {
    freshPage({ navigatorLanguage: "ko-KR" });
    sessionStorage.setItem("i18nextLng", "vi");
    expect(await detect()).toBe("vi");
  });

  it("uses the browser language (region dropped) before the html lang attribute", async () => {
    freshPage({ navigatorLanguage: "ko-KR", htmlLang: "vi" });
    expect(await detect()).toBe("ko");
  });

  it("falls back to the html lang attribute when the browser language is not offered", async () => {
    freshPage({ navigatorLanguage: "fr-FR", htmlLang: "vi" });
    expect(await detect()).toBe("vi");
  });

  it("falls back to English when nothing matches", async () => {
    freshPage({ navigatorLanguage: "de-DE", htmlLang: "fr" });
    expect(await detect()).toBe("en");
  });

  it("caches the detected and the chosen language in local storage only", async () => {
    freshPage();
    window.history.replaceState(null, "", "/?lng=ko");
    const i18n = await initPlatformI18n(i18next.createInstance());
    expect(localStorage.getItem("i18nextLng")).toBe("ko");
    await i18n.changeLanguage("vi");
    expect(localStorage.getItem("i18nextLng")).toBe("vi");
    expect(document.cookie).not.toContain("i18next=");
    expect(sessionStorage.getItem("i18nextLng")).toBeNull();
    expect(document.documentElement.lang).toBe("vi");
  });
});
