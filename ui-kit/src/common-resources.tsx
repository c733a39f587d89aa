/**
 * Strings of the UI kit, namespace `common`. Field issues are worded by the error catalogue (`contracts/errors`).
 * Register once per i18next instance: `i18n.addResourceBundle(lng, "common", commonResources[lng], true, false)`.
 */

import { en } from "./common-texts/en";
import { ko } from "./common-texts/ko";
import { vi } from "./common-texts/vi";

export type { CommonResources } from "./common-texts/en";

/** Typed per language in `common-texts/`. */
export const commonResources = { en, ko, vi } as const;
export const COMMON_NAMESPACE = "common";
