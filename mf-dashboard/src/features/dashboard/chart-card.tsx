import styled from "@emotion/styled";
import type { Period } from "contracts/domains/reports/schemas";
import type { ReportName } from "platform/clients/reports";
import { useTexts } from "platform/i18n/use-texts";
import { type ReactNode, useId, useState } from "react";
import { Button } from "ui-kit/button";
import { useAlert } from "ui-kit/dialogs";
import { saveFile } from "ui-kit/save-file";
import { colors } from "ui-kit/tokens";
import { useDownloadReport } from "./api/download-report";
import { srOnly, TableInSight } from "./charts/parts";
import { dashboardTexts } from "./texts";

const Card = styled.section<{ wide: boolean }>`
  box-sizing: border-box;
  grid-column: ${(p) => (p.wide ? "1 / -1" : "auto")};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: 0.8125rem;
    color: ${colors.muted};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    min-height: 2.25rem;
    padding: 0 0.75rem;
    font-size: 0.875rem;
  }
`;

/**
 * One chart of the dashboard: its title, the chart or its table, a button between the two and the CSV download of
 * the report behind it. While the chart shows, its table stays in the page for screen readers (the drawing is
 * hidden from them); the table view shows the same table to everyone.
 */
export function ChartCard({
  title,
  hint,
  report,
  period,
  chart,
  table,
  wide = false,
}: {
  title: string;
  hint?: string;
  report: ReportName;
  period: Period;
  /** Absent: the card is its table (the top customers). */
  chart?: ReactNode;
  table: ReactNode;
  /** Across the whole row of cards: a table too wide for half of it. */
  wide?: boolean;
}) {
  const { t } = useTexts(dashboardTexts);
  const [asTable, setAsTable] = useState(false);
  const download = useDownloadReport();
  const { alert, dialog } = useAlert();
  const headingId = useId();
  const save = async () => {
    try {
      saveFile(await download.mutateAsync({ report, period }), `${report}-${period.from}-${period.to}.csv`);
    } catch {
      alert(t("dashboard.downloadFailed"));
    }
  };
  return (
    <Card aria-labelledby={headingId} wide={wide}>
      <Header>
        <div>
          <h2 id={headingId}>{title}</h2>
          {hint && <p>{hint}</p>}
        </div>
        <Tools>
          {chart && (
            <Button variant="secondary" onClick={() => setAsTable((now) => !now)}>
              {asTable ? t("chart.showChart") : t("chart.showTable")}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-label={t("chart.downloadLabel", { chart: title })}
            disabled={download.isPending}
            onClick={save}
          >
            {t("chart.download")}
          </Button>
        </Tools>
      </Header>
      {chart && !asTable && chart}
      <div css={chart && !asTable ? srOnly : undefined}>
        <TableInSight.Provider value={!chart || asTable}>{table}</TableInSight.Provider>
      </div>
      {dialog}
    </Card>
  );
}
