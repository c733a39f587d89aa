import styled from "@emotion/styled";
import { placesLeft } from "contracts/domains/reservations/tee-times";
import { formatDate, formatPrice, formatTimeIn, truncateAtWord } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useClubLive } from "platform/live/use-club-live";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { LoadGate } from "ui-kit/load-gate";
import { Notice, Page, Toolbar } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { pathTo } from "../../paths";
import { useTeeSheet } from "../common/api/get-tee-sheet";
import { availableText, changedColor, offlineOnlyText, typeColors } from "../common/colors";
import { LiveNotice } from "../common/live-notice";
import { RateCalendar } from "../common/rate-calendar";
import { CourseField } from "../common/slot-fields";
import { useReservationClub } from "../common/use-reservation-club";
import { useDownloadTeeSheet } from "./api/download-tee-sheet";
import { teeSheetTexts } from "./texts";

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  align-items: flex-start;
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 36rem;
  font-size: 0.9375rem;
  /* At the start, not centred over a table wider than a phone, where its date was scrolled out of view. */
  caption {
    text-align: left;
  }
  th,
  td {
    border: 1px solid ${colors.border};
    padding: 0 0.5rem;
    height: 44px;
    text-align: left;
  }
  th {
    background: ${colors.subtle};
  }
  tr[data-tone="offline"] td.spot { background: ${typeColors.offline}; }
  tr[data-tone="online"] td.spot { background: ${typeColors.online}; }
  tr[data-changed] td.spot { background: ${changedColor}; }
  .open {
    color: ${availableText};
    font-weight: 700;
    background: none;
    border: none;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    text-decoration: underline;
  }
  .guest {
    background: none;
    border: none;
    font: inherit;
    color: ${colors.text};
    cursor: pointer;
    text-align: left;
  }
  .held {
    color: ${offlineOnlyText};
    font-weight: 700;
  }
  /* An online booking the golfer has not confirmed yet: its places free up at this time (the club's clock). */
  .hold-until {
    font-size: 0.8125rem;
    color: ${colors.muted};
    /* In line with the guest's name, which sits in a button's default padding. */
    padding: 0 6px 0.25rem;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  flex: 1 1 36rem;
`;

/** The day's timetable: merged cells per tee time and course, 'Open Spot' for each free place. */
export function TeeSheetScreen() {
  const { t, i18n } = useTexts(teeSheetTexts);
  const { clubId } = useReservationClub();
  const navigate = useNavigate();
  // Every change to the club's bookings, from any desk or online, refreshes the sheet; its row is marked a moment.
  const live = useClubLive(clubId);
  // "" until a date is chosen: the club's today (the club's clock, not this browser's), which the sheet names.
  const [chosen, setChosen] = useState("");
  // One course at a time keeps a long day's sheet short; every course by default.
  const [courseId, setCourseId] = useState("");
  const sheet = useTeeSheet(chosen);
  const date = chosen || sheet.data?.date || "";
  const pdf = useDownloadTeeSheet();

  const book = (courseId: string, teeTime: string) =>
    navigate(pathTo("/offline-reservation"), { state: { date, courseId, teeTime } });

  return (
    <Page
      title={t("titles.reservationTable")}
      actions={
        <Button variant="secondary" size="short" onClick={() => navigate(pathTo("/reservation"))}>
          {t("toList")}
        </Button>
      }
    >
      <Toolbar>
        <TextField
          label={t("fields.date")}
          type="date"
          value={date}
          onChange={(e) => e.target.value && setChosen(e.target.value)}
        />
        <CourseField
          sheet={sheet.data ?? null}
          value={courseId}
          onChange={setCourseId}
          allLabel={t("filters.all")}
        />
        <Button variant="secondary" size="short" disabled={!clubId || !date} onClick={() => pdf.mutate(date)}>
          {t("actions.pdf")}
        </Button>
      </Toolbar>
      <LiveNotice status={live.status} />
      <Layout>
        <Scroller>
          {pdf.isError && (
            <Notice tone="error" role="alert">
              {t("loadFailed")}
            </Notice>
          )}
          <LoadGate
            state={sheet}
            loading={t("loading")}
            failed={t("loadFailed")}
            isEmpty={(day) => !day.scheduled}
            empty={t("noSchedule")}
          >
            {(sheet) => (
              <Table>
                <caption>{t("table.caption", { date: date && formatDate(date, i18n.language) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("fields.teeTime")}</th>
                    <th scope="col">{t("fields.course")}</th>
                    <th scope="col">{t("fields.price")}</th>
                    <th scope="col">{t("table.spot")}</th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.courses
                    .filter((course) => !courseId || course.courseId === courseId)
                    .flatMap((course) =>
                      course.teeTimes
                        .filter((time) => time.sale !== "notForSale")
                        .flatMap((time) => {
                          const free = placesLeft(time);
                          const spots = [
                            ...time.reservations.map((r) => ({ key: r.reservationId, r })),
                            ...(free > 0
                              ? [{ key: `${course.courseId}-${time.teeTime}-open`, r: null }]
                              : []),
                          ];
                          return spots.map((spot, index) => (
                            <tr
                              key={spot.key}
                              data-tone={spot.r?.type}
                              data-changed={spot.r && live.changed.has(spot.r.reservationId) ? "" : undefined}
                            >
                              {index === 0 && (
                                <>
                                  <td rowSpan={spots.length}>{time.teeTime}</td>
                                  <td rowSpan={spots.length}>{course.name}</td>
                                  <td rowSpan={spots.length}>
                                    {time.pricePerPlayerCents !== null &&
                                      formatPrice(time.pricePerPlayerCents, i18n.language)}
                                    {time.sale === "offlineOnly" && (
                                      <div className="held">{t("types.offlineOnly")}</div>
                                    )}
                                  </td>
                                </>
                              )}
                              <td className="spot">
                                {spot.r ? (
                                  <>
                                    <button
                                      type="button"
                                      className="guest"
                                      onClick={() =>
                                        navigate(
                                          pathTo("/reservation-detail", { id: spot.r?.reservationId }),
                                          {
                                            state: { reservation: spot.r },
                                          },
                                        )
                                      }
                                    >
                                      {truncateAtWord(
                                        `${spot.r.name} · ${t("players", { count: spot.r.players })}`,
                                        25,
                                      )}
                                    </button>
                                    {spot.r.status === "pending" && spot.r.holdExpiresAt && (
                                      <div className="hold-until">
                                        {t("table.heldUntil", {
                                          time: formatTimeIn(
                                            spot.r.holdExpiresAt,
                                            sheet.timeZone,
                                            i18n.language,
                                          ),
                                        })}
                                      </div>
                                    )}
                                  </>
                                ) : (
                                  <button
                                    type="button"
                                    className="open"
                                    onClick={() => book(course.courseId, time.teeTime)}
                                  >
                                    {/* Spec §2: the slot reads 'Open Spot'; how many places, smaller, after it. */}
                                    {t("table.openSpotName")}{" "}
                                    <small>{t("table.openSpotPlaces", { count: free })}</small>
                                  </button>
                                )}
                              </td>
                            </tr>
                          ));
                        }),
                    )}
                </tbody>
              </Table>
            )}
          </LoadGate>
        </Scroller>
        <RateCalendar date={date} onPick={setChosen} />
      </Layout>
    </Page>
  );
}
