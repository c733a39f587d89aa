import { defineTexts } from "platform/i18n/texts";
import { STAFF_ROLES_NAMESPACE } from "../namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** Texts more than one feature of this remote shows; each feature's texts use them. */
export const sharedTexts = defineTexts(STAFF_ROLES_NAMESPACE, { en, ko, vi });
