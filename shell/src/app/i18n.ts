import i18next from "i18next";
import { initPlatformI18n } from "platform/i18n/init";
import { addTranslations } from "platform/i18n/register";
import { SHELL_NAMESPACE, shellTranslations } from "./translations";

/**
 * The one i18next instance of the page (a federation singleton): the shell detects and caches the language,
 * each remote adds its own namespace to it when it bootstraps.
 */
export async function initShellI18n() {
  await initPlatformI18n(i18next, SHELL_NAMESPACE);
  addTranslations(i18next, SHELL_NAMESPACE, shellTranslations);
  const syncTitle = () => {
    document.title = i18next.t("appTitle", { ns: SHELL_NAMESPACE });
  };
  syncTitle();
  i18next.on("languageChanged", syncTitle);
  return i18next;
}
