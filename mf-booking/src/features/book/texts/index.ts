import { defineTexts } from "platform/i18n/texts";
import { BOOKING_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The booking page's texts for its first view (the club, the tee-time search); its later steps bring their own. */
export const bookTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi }, [sharedTexts]);
