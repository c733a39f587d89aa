import { defineTexts } from "platform/i18n/texts";
import { detailTexts } from "../../../../i18n/details";
import { BOOKING_NAMESPACE } from "../../../../i18n/namespace";
import { bookTexts } from "../../texts";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The texts of the booking page's later steps (details, waitlist, the booking made), loaded in their chunk. */
export const stepTexts = defineTexts(BOOKING_NAMESPACE, { en, ko, vi }, [bookTexts, detailTexts]);
