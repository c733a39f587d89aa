import { useMutation } from "@tanstack/react-query";
import type { Period } from "contracts/domains/reports/schemas";
import { createReportsApi, type ReportName } from "platform/clients/reports";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

/** A report's CSV file over a period, saved as a download (asked for on demand, never cached). */
export function useDownloadReport() {
  const clubId = useSelectedClubId();
  const reports = useClient(createReportsApi);
  return useMutation({
    mutationKey: ["download-report"],
    mutationFn: ({ report, period }: { report: ReportName; period: Period }) =>
      reports.csv(clubId, report, period),
  });
}
