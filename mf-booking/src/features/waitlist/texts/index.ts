import { defineTexts } from "platform/i18n/texts";
import { detailTexts } from "../../../i18n/details";
import { BOOKING_NAMESPACE } from "../../../i18n/namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The waitlist page's texts, loaded in their own chunk. */
export const waitlistTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi }, [detailTexts]);
