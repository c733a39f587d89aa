import { defineTexts } from "platform/i18n/texts";
import { BOOKING_NAMESPACE } from "../namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** Texts both of this remote's pages show (fields, statuses, loading); each feature's texts use them. */
export const sharedTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi });
