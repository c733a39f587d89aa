import { defineTexts } from "platform/i18n/texts";
import { BOOKING_NAMESPACE } from "../namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/**
 * Texts every page of this remote shows (loading, Retry, a date and the party's size); each feature's texts use
 * them, the later pages' through `detailTexts` (`../details`).
 */
export const sharedTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi });
