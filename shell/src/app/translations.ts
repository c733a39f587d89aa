import { defineTexts } from "platform/i18n/texts";
import { en } from "./texts/en";
import { ko } from "./texts/ko";
import { vi } from "./texts/vi";

export const SHELL_NAMESPACE = "shell";

/** The shell's own texts (title, side bar, header, start-up failure), typed per language in `texts/`. */
export const shellTexts = defineTexts(SHELL_NAMESPACE, { en, ko, vi });
export const shellTranslations = shellTexts.translations;
