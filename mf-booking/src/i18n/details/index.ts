import { defineTexts } from "platform/i18n/texts";
import { BOOKING_NAMESPACE } from "../namespace";
import { sharedTexts } from "../shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/**
 * A booking's details as the golfers' later pages show them (the details step, the booking made, the confirm and
 * waitlist pages): its fields and statuses. Apart from `sharedTexts`, so the booking page's first view, which shows
 * none of them, does not carry them.
 */
export const detailTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi }, [sharedTexts]);
