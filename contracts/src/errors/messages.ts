import type { MessageCode } from "./codes";
import { en } from "./messages/en";
import { ko } from "./messages/ko";
import { vi } from "./messages/vi";

export const languages = ["en", "ko", "vi"] as const;
export type MessageLanguage = (typeof languages)[number];

/** Every code worded in each language (one file per language in `messages/`, each typed over every code). */
export const messages: Record<MessageLanguage, Record<MessageCode, string>> = { en, ko, vi };

/** The message of `code` in `language`, with `{{name}}` placeholders filled from `params` (as i18next does). */
export const translate = (
  code: MessageCode,
  language: MessageLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  messages[language][code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
