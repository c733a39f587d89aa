import { defineTexts } from "platform/i18n/texts";
import { CUSTOMERS_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The membership tier screens' texts, loaded in their own chunk. */
export const membershipTiersTexts = defineTexts(CUSTOMERS_NAMESPACE, { en, ko, vi }, [sharedTexts]);
