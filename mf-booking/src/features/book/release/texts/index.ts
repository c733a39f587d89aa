import { defineTexts } from "platform/i18n/texts";
import { BOOKING_NAMESPACE } from "../../../../i18n/namespace";
import { stepTexts } from "../../steps/texts";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The texts of the release card (joining the line, the golfer's entry, the turn), loaded in its chunk. */
export const releaseTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi }, [stepTexts]);
