import styled from "@emotion/styled";
import type { Schedule } from "contracts/domains/schedules/schemas";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { colors } from "ui-kit/tokens";
import { scheduleColors } from "./colors";
import { priceScheduleTexts } from "./texts";

const Wrapper = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.75rem;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    white-space: nowrap;
    @media (max-width: 640px) {
      padding: 0.5rem 0.375rem;
      white-space: normal;
    }
  }
  th {
    font-size: 0.8125rem;
    color: ${colors.muted};
    font-weight: 600;
  }
`;

const Status = styled.span<{ $hidden: boolean }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: ${(p) => (p.$hidden ? scheduleColors.hidden : scheduleColors.public)};
`;

/** The windows of the selected day: why it costs what it costs. */
export function DayWindows({ date, windows }: { date: string; windows: readonly Schedule[] }) {
  const { t, i18n } = useTexts(priceScheduleTexts);
  const language = i18n.language;
  return (
    <Wrapper aria-live="polite">
      <h2>{t("day.title", { date: formatDate(date, language) })}</h2>
      {windows.length === 0 ? (
        <p>{t("day.empty")}</p>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t("day.time")}</th>
                <th scope="col">{t("day.greenFee")}</th>
                <th scope="col">{t("day.price")}</th>
                <th scope="col">{t("day.status")}</th>
              </tr>
            </thead>
            <tbody>
              {windows.map((window) => (
                <tr key={window.scheduleId}>
                  <td>
                    {window.startTime}–{window.endTime}
                  </td>
                  <td>
                    {window.greenFeeName ?? t("day.feeRemoved")} · {t(`day.${window.priceKind}`)}
                  </td>
                  <td>{window.priceCents === null ? "—" : formatPrice(window.priceCents, language)}</td>
                  <td>
                    <Status $hidden={window.status === "hidden"}>{t(`status.${window.status}`)}</Status>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Wrapper>
  );
}
