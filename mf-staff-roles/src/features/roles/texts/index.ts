import { defineTexts } from "platform/i18n/texts";
import { STAFF_ROLES_NAMESPACE } from "../../../i18n/namespace";
import { sharedTexts } from "../../../i18n/shared";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The roles screens' texts, loaded in their own chunk. */
export const rolesTexts = defineTexts(STAFF_ROLES_NAMESPACE, { en, ko, vi }, [sharedTexts]);
