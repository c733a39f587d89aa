import type { i18n as I18n } from "i18next";
import { createAccountsApi } from "../clients/accounts";
import type { PlatformContract } from "../core/contract";
import { PLATFORM_NAMESPACE } from "../i18n/platform-translations";
import { saveSignIn } from "../session/save-sign-in";

/** Seeded demo account with the usual data (README "Quick start"). */
const DEFAULT_EMAIL = "owner@example.com";

/**
 * The harness's sign-in bar. A remote running alone has no login screen (that is mf-auth's), yet most screens need
 * a session: this signs in against the API through the dev server's /api proxy and stores the session the way the
 * login screen does, so the remote's screens see a signed-in user.
 */
export function mountHarnessSession(container: HTMLElement, platform: PlatformContract, i18n: I18n) {
  const t = (key: string, options?: Record<string, unknown>) =>
    i18n.t(`harness.${key}`, { ns: PLATFORM_NAMESPACE, ...options });
  let error = "";

  const signIn = async (email: string, password: string) => {
    try {
      saveSignIn(platform.session, await createAccountsApi(platform.api).signIn(email, password));
      error = "";
    } catch (caught) {
      const status = (caught as { response?: { status?: number } }).response?.status;
      error = t("failed", { status: status ?? "network" });
    }
    render();
  };

  const render = () => {
    container.replaceChildren();
    const name = platform.session.get("userName");
    if (platform.session.get("signToken")) {
      const who = document.createElement("span");
      who.textContent = t("signedInAs", { name: name ?? "" });
      const out = document.createElement("button");
      out.type = "button";
      out.textContent = t("signOut");
      out.addEventListener("click", () => {
        platform.session.clear();
        render();
      });
      container.append(who, " ", out);
      return;
    }
    const form = document.createElement("form");
    const email = document.createElement("input");
    email.type = "email";
    email.value = DEFAULT_EMAIL;
    email.setAttribute("aria-label", t("email"));
    const password = document.createElement("input");
    password.type = "password";
    password.setAttribute("aria-label", t("password"));
    const submit = document.createElement("button");
    submit.type = "submit";
    submit.textContent = t("signIn");
    form.append(email, " ", password, " ", submit);
    if (error) {
      const message = document.createElement("span");
      message.setAttribute("role", "alert");
      message.textContent = ` ${error}`;
      form.append(message);
    }
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void signIn(email.value, password.value);
    });
    container.append(form);
  };

  render();
  i18n.on("languageChanged", render);
  // A screen of the remote may sign out (a 401): show the form again.
  const unsubscribe = platform.session.subscribe(render);
  return () => {
    i18n.off("languageChanged", render);
    unsubscribe();
  };
}
