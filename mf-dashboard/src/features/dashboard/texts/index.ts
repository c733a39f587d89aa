import { defineTexts } from "platform/i18n/texts";
import { DASHBOARD_NAMESPACE } from "../../../i18n/namespace";
import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

/** The dashboard screen's texts, loaded in its own chunk. */
export const dashboardTexts = defineTexts(DASHBOARD_NAMESPACE, { en, ko, vi });
