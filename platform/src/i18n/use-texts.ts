import { useContext } from "react";
import { getI18n, I18nContext, useTranslation } from "react-i18next";
import { registerTexts, type Texts } from "./texts";

/**
 * A screen's `t` over its feature's texts. The texts travel in the screen's own chunk and join the page's i18next
 * namespace when the screen first renders, so a remote's first chunk carries no screen's text.
 */
export function useTexts(texts: Texts) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  registerTexts(i18n, texts);
  return useTranslation(texts.namespace);
}
