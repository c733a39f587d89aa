import { defineTexts } from "platform/i18n/texts";
import { BOOKING_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The waitlist page's texts, loaded in their own chunk. */
export const waitlistTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi }, [sharedTexts]);
