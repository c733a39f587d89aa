import { defineTexts } from "platform/i18n/texts";
import { RESERVATION_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The common screens' texts, loaded in their own chunk. */
export const commonTexts = defineTexts(RESERVATION_NAMESPACE, { en, ko, vi }, [sharedTexts]);
