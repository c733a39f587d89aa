import { defineTexts } from "platform/i18n/texts";
import { CLUB_NAMESPACE } from "../namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** Texts more than one feature of this remote shows; each feature's texts use them. */
export const sharedTexts = defineTexts(CLUB_NAMESPACE, { en, ko, vi });
