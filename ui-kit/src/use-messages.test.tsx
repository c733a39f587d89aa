import { renderHook } from "@testing-library/react";
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import { translate } from "contracts/errors/messages";
import { parseRetryAfter } from "platform/http/errors";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { useMessages } from "./use-messages";

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new AxiosError(
    "failed",
    String(status),
    config,
    {},
    {
      status,
      statusText: "",
      data,
      headers: new AxiosHeaders(headers),
      config,
    },
  );

function renderMessages(lng = "en") {
  const i18n = createTestI18n({}, lng);
  return renderHook(() => useMessages(), {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
}

const messageFor = (error: unknown, lng = "en") =>
  renderMessages(lng).result.current.failure(error, "Fallback text");

describe("useMessages().failure", () => {
  it("keeps the server's translated message, else the screen's fallback", () => {
    expect(messageFor(answered(409, { message: "Email is duplicated" }))).toBe("Email is duplicated");
    expect(messageFor(answered(500, ""))).toBe("Fallback text");
    expect(messageFor(new Error("not a call"))).toBe("Fallback text");
  });

  it("words a known error code in the current UI language, whatever language the answer came in", () => {
    const failed = answered(401, { message: "Login Failed!", code: "login_failed" });
    expect(messageFor(failed, "ko")).toBe("로그인에 실패했습니다.");
    expect(messageFor(answered(400, { message: "Kept as sent", code: "not_a_known_code" }))).toBe(
      "Kept as sent",
    );
  });

  it("turns a 429 into how many minutes to wait, rounded up, in each language", () => {
    const throttled = answered(429, { message: "Too many attempts." }, { "Retry-After": "61" });
    expect(messageFor(throttled)).toBe("Too many attempts. Please wait 2 minutes, then try again.");
    expect(messageFor(answered(429, {}, { "Retry-After": "5" }))).toBe(
      "Too many attempts. Please wait 1 minute, then try again.",
    );
    expect(messageFor(throttled, "vi")).toBe("Bạn đã thử quá nhiều lần. Vui lòng đợi 2 phút rồi thử lại.");
    expect(messageFor(answered(429, {}))).toBe(
      "Too many attempts. Please wait a few minutes, then try again.",
    );
  });

  it("says the server could not be reached when no answer came", () => {
    const offline = new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
    expect(messageFor(offline, "ko")).toBe(
      "서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.",
    );
  });
});

describe("useMessages().word", () => {
  it("words a catalogue code in the current UI language, as a failure's fallback code is worded", () => {
    expect(renderMessages("en").result.current.word("email_resent")).toBe(translate("email_resent", "en"));
    expect(renderMessages("ko").result.current.word("tier_in_use")).toBe(translate("tier_in_use", "ko"));
    expect(renderMessages("vi").result.current.failure(new Error("not a call"), "login_failed")).toBe(
      translate("login_failed", "vi"),
    );
  });

  it("hands out the same functions on every render, so effects and callbacks that use them do not rerun", () => {
    const { result, rerender } = renderMessages();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds or an HTTP date, and ignores anything else", () => {
    const now = Date.parse("2026-11-21T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Sat, 21 Nov 2026 10:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
