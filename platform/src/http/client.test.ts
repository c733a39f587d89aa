import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from "axios";
import { AxiosError, isAxiosError } from "axios";
import * as staffRoles from "contracts/endpoints/staff-roles";
import * as users from "contracts/endpoints/users";
import { createAccountsApi } from "../clients/accounts";
import { createApiClient, NO_AUTH_REDIRECT, NO_FORBIDDEN_HANDLER } from "./client";
import { getApiError, isUnreachable } from "./errors";
import { createMemorySession } from "./memory-session";
import { apiCall, apiFile, to } from "./request";

interface Reply {
  status: number;
  data: unknown;
}

function setup(
  reply: Reply = { status: 200, data: { result: { ok: true } } },
  token: string | null = "tok-1",
) {
  const session = createMemorySession({ signToken: token, userName: "Kim Minji" });
  const onUnauthorized = jest.fn();
  const onForbidden = jest.fn();
  let language = "ko";
  const api = createApiClient({
    baseURL: "http://api.test",
    session,
    getLanguage: () => language,
    onUnauthorized,
    onForbidden,
  });
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { ...reply, statusText: "", headers: {}, config, request: {} };
    if (reply.status >= 400) {
      throw new AxiosError("failed", String(reply.status), config, {}, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return { api, session, onUnauthorized, onForbidden, sent, setLanguage: (l: string) => (language = l) };
}

const lastSent = (sent: InternalAxiosRequestConfig[]) => {
  const config = sent.at(-1);
  if (!config) throw new Error("no request was sent");
  return config;
};

async function failing(api: AxiosInstance, config: Parameters<AxiosInstance["get"]>[1] = {}) {
  return api.get("/api/v1.0/users", config).catch((error: unknown) => error);
}

describe("api client headers", () => {
  it("sends the stored token, the current UI language and credentials", async () => {
    const { api, sent, setLanguage } = setup();
    await api.get("/api/v1.0/users");
    expect(lastSent(sent).headers.get("Authorization")).toBe("Bearer tok-1");
    expect(lastSent(sent).headers.get("Accept-Language")).toBe("ko");
    expect(lastSent(sent).withCredentials).toBe(true);
    expect(lastSent(sent).timeout).toBe(0);
    expect(lastSent(sent).xsrfCookieName).toBe("XSRF-TOKEN");
    expect(lastSent(sent).xsrfHeaderName).toBe("X-XSRF-TOKEN");

    setLanguage("vi");
    await api.get("/api/v1.0/users");
    expect(lastSent(sent).headers.get("Accept-Language")).toBe("vi");
  });

  it("sends no Authorization header when no token is stored", async () => {
    const { api, sent } = setup(undefined, null);
    await api.get("/api/v1.0/users");
    expect(lastSent(sent).headers.has("Authorization")).toBe(false);
  });

  it("puts GET and DELETE input in the query and other input in the body", async () => {
    const { api, sent } = setup();
    await apiCall(api, to(users.getRoleAccess), { clubId: "c1" });
    expect([lastSent(sent).method, lastSent(sent).url]).toEqual(["get", "/api/v1.0/users/role"]);
    expect(lastSent(sent).params).toEqual({ clubId: "c1" });
    expect(lastSent(sent).data).toBeUndefined();
    await apiCall(api, to(staffRoles.deleteStaff, { clubId: "c1", staffId: "s/7" }), { reason: "left" });
    expect([lastSent(sent).method, lastSent(sent).url]).toEqual(["delete", "/api/v1.0/clubs/c1/staff/s%2F7"]);
    expect(lastSent(sent).params).toEqual({ reason: "left" });
    const result = await apiCall(api, to(users.updateUser), { newPw: "abcdefgh" });
    expect(lastSent(sent).method).toBe("patch");
    expect(JSON.parse(String(lastSent(sent).data))).toEqual({ newPw: "abcdefgh" });
    expect(result).toEqual({ ok: true });
  });

  it("downloads a file as it comes, with its query, not as an envelope", async () => {
    const { api, sent } = setup();
    const file = await apiFile(api, to(users.getUser), { date: "2026-11-25" });
    expect(lastSent(sent).responseType).toBe("blob");
    expect(lastSent(sent).params).toEqual({ date: "2026-11-25" });
    expect(file).toEqual({ result: { ok: true } });
  });

  it("keeps request markers out of what is sent", async () => {
    const { api, sent } = setup();
    await api.get("/x", { headers: { [NO_AUTH_REDIRECT]: "true", [NO_FORBIDDEN_HANDLER]: "true" } });
    expect(lastSent(sent).headers.has(NO_AUTH_REDIRECT)).toBe(false);
    expect(lastSent(sent).headers.has(NO_FORBIDDEN_HANDLER)).toBe(false);
  });
});

describe("api client 401 handling", () => {
  it("clears the session and reports unauthorized when a stored token is rejected", async () => {
    const { api, session, onUnauthorized } = setup({
      status: 401,
      data: { message: "no", code: "unauthorized" },
    });
    const error = await failing(api);
    expect(getApiError(error).status).toBe(401);
    expect(session.get("signToken")).toBeNull();
    expect(session.get("userName")).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not redirect a request marked No-Auth-Redirect", async () => {
    const { api, session, onUnauthorized } = setup({ status: 401, data: { message: "Login Failed!" } });
    await failing(api, { headers: { [NO_AUTH_REDIRECT]: "true" } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get("signToken")).toBe("tok-1");
  });

  it("does not redirect when no token was stored", async () => {
    const { api, onUnauthorized } = setup({ status: 401, data: {} }, null);
    await failing(api);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("never redirects a failed sign-in", async () => {
    const { api, onUnauthorized, session } = setup({
      status: 401,
      data: { message: "Login Failed!", code: "login_failed" },
    });
    const error = await createAccountsApi(api)
      .signIn("a@b.co", "wrong-password")
      .catch((e: unknown) => e);
    expect(getApiError(error)).toMatchObject({ message: "Login Failed!", code: "login_failed" });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get("signToken")).toBe("tok-1");
  });
});

describe("api client 403 handling", () => {
  it("hands the response message to the forbidden handler and still rejects", async () => {
    const { api, onForbidden, onUnauthorized, session } = setup({
      status: 403,
      data: { message: "You cannot do that", code: "forbidden" },
    });
    const error = await failing(api);
    expect(onForbidden).toHaveBeenCalledWith("You cannot do that");
    expect(getApiError(error).code).toBe("forbidden");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get("signToken")).toBe("tok-1");
  });

  it("leaves a 403 to the caller when asked to", async () => {
    const { api, onForbidden } = setup({ status: 403, data: { message: "nope" } });
    await failing(api, { headers: { [NO_FORBIDDEN_HANDLER]: "true" } });
    expect(onForbidden).not.toHaveBeenCalled();
  });
});

describe("getApiError", () => {
  it("reads message, code and field issues", async () => {
    const { api } = setup({
      status: 422,
      data: { message: "Invalid", code: "validation_failed", issues: [{ path: ["email"], message: "bad" }] },
    });
    const info = getApiError(await failing(api));
    expect(info).toEqual({
      status: 422,
      message: "Invalid",
      code: "validation_failed",
      issues: [{ path: "email", message: "bad" }],
      details: {},
    });
  });

  it("reads the figures a message names, keeping numbers only", async () => {
    const { api } = setup({
      status: 409,
      data: { message: "2 bookings", code: "club_change_orphans_bookings", details: { count: 2, note: "x" } },
    });
    expect(getApiError(await failing(api)).details).toEqual({ count: 2 });
  });

  it("gives empty fields for something that is not an HTTP error", () => {
    expect(getApiError(new Error("boom"))).toEqual({
      status: undefined,
      message: "",
      code: undefined,
      issues: [],
      details: {},
    });
  });
  it("takes for a failed call exactly what axios's own isAxiosError takes for one", () => {
    const cases = [
      new AxiosError("Network Error", "ERR_NETWORK"),
      Object.assign(new Error("marked"), { isAxiosError: true }),
      { isAxiosError: "true" },
      new Error("boom"),
      null,
      undefined,
      "failed",
    ];
    expect(cases.map(isUnreachable)).toEqual(cases.map((error) => isAxiosError(error)));
    expect(cases.map(isUnreachable)).toEqual([true, true, false, false, false, false, false]);
  });
});

describe("sign-out after the session was cleared", () => {
  it("still names the session when given the token read before clearing", async () => {
    const { api, session, sent, onUnauthorized } = setup({
      status: 200,
      data: { result: { signedOut: true } },
    });
    const token = session.get("signToken");
    session.clear();
    await createAccountsApi(api).signOut(token);
    expect(lastSent(sent).headers.get("Authorization")).toBe("Bearer tok-1");
    expect(lastSent(sent).method).toBe("delete");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("account calls made before signing in", () => {
  it("leave a refused sign-in (403, suspended account) to the login screen", async () => {
    const { api, onForbidden } = setup({
      status: 403,
      data: { message: "This account is suspended.", code: "account_inactive" },
    });
    const error = await createAccountsApi(api)
      .signIn("a@b.co", "password-1")
      .catch((e: unknown) => e);
    expect(getApiError(error).message).toBe("This account is suspended.");
    expect(onForbidden).not.toHaveBeenCalled();
  });
});
