import { defineTexts } from "platform/i18n/texts";
import { AUTH_NAMESPACE } from "../namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** Texts more than one feature of this remote shows; each feature's texts use them. */
export const sharedTexts = defineTexts(AUTH_NAMESPACE, { en, ko, vi });
