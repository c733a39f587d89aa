import { defineTexts } from "platform/i18n/texts";
import { AUTH_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The password-reset screens' texts, loaded in their own chunk. */
export const passwordResetTexts = defineTexts(AUTH_NAMESPACE, { en, ko, vi }, [sharedTexts]);
