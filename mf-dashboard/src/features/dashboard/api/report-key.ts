import type { Period } from "contracts/domains/reports/schemas";
import { keys } from "../../../query-keys";

/** Every report query of a club starts here; a report's key names it and its period. */
export const reportsKey = (clubId: string) => keys.club(clubId, "reports");
export const reportKey = (clubId: string, report: string, period: Period | null) =>
  [...reportsKey(clubId), report, period] as const;
