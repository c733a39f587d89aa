import { en } from "./platform-texts/en";
import { ko } from "./platform-texts/ko";
import { vi } from "./platform-texts/vi";
import { defineTexts } from "./texts";

/** Namespace "platform": text every app may show (failure panel, loading), registered by the shell and remotes. */
export const PLATFORM_NAMESPACE = "platform";

export const platformTranslations = defineTexts(PLATFORM_NAMESPACE, { en, ko, vi }).translations;
