import { showStartFailed, startFailedMessage } from "./start-failed";

const setBrowserLanguages = (languages: string[]) =>
  jest.spyOn(navigator, "languages", "get").mockReturnValue(languages);

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("start failure message", () => {
  it("uses the language the user chose before", () => {
    localStorage.setItem("i18nextLng", "vi");
    setBrowserLanguages(["ko-KR"]);
    expect(startFailedMessage()).toBe("Không thể khởi động ứng dụng. Vui lòng tải lại trang.");
  });

  it("else the browser language, else English", () => {
    setBrowserLanguages(["fr-FR", "ko-KR"]);
    expect(startFailedMessage()).toBe("애플리케이션을 시작할 수 없습니다. 페이지를 새로고침해 주세요.");
    setBrowserLanguages(["fr-FR"]);
    jest.spyOn(navigator, "language", "get").mockReturnValue("fr-FR");
    expect(startFailedMessage()).toBe("The application could not start. Please reload the page.");
  });

  it("shows the message as an alert on the page", () => {
    setBrowserLanguages(["en-US"]);
    showStartFailed();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      "The application could not start. Please reload the page.",
    );
  });
});
