import { isLanguage } from "contracts/i18n/languages";
import { shellTranslations } from "./translations";

/**
 * When the shell cannot start, i18next may not be running yet, so the detector's choice is read by hand: the
 * cached choice first, then the browser language, English last.
 */
export function startFailedMessage(): string {
  let cached: string | null = null;
  try {
    cached = window.localStorage.getItem("i18nextLng");
  } catch {
    // Storage blocked: fall through to the browser language.
  }
  const candidates = [cached, ...(navigator.languages ?? []), navigator.language].map(
    (value) => value?.split("-")[0],
  );
  const language = candidates.find(isLanguage) ?? "en";
  const error = shellTranslations[language].error as { startFailed: string };
  return error.startFailed;
}

/** Tells the user, in their language, that the application could not start. */
export function showStartFailed(): void {
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.style.cssText =
    "margin: 8rem auto; max-width: 32rem; padding: 0 1.5rem; font-family: system-ui, sans-serif;";
  message.textContent = startFailedMessage();
  document.body.append(message);
}
