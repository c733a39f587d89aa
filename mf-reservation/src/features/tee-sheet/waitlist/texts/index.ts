import { defineTexts } from "platform/i18n/texts";
import { RESERVATION_NAMESPACE } from "../../../../i18n/namespace";
import { sharedTexts } from "../../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The desk's waitlist panel beside the tee sheet, in the tee sheet's chunk. */
export const deskWaitlistTexts = defineTexts(RESERVATION_NAMESPACE, { en, ko, vi }, [sharedTexts]);
