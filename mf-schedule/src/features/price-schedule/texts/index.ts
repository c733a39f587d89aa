import { defineTexts } from "platform/i18n/texts";
import { SCHEDULE_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The price-schedule screens' texts, loaded in their own chunk. */
export const priceScheduleTexts = defineTexts(SCHEDULE_NAMESPACE, { en, ko, vi }, [sharedTexts]);
