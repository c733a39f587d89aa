import styled from "@emotion/styled";
import type { TeeSheetPlace } from "contracts/domains/reservations/desk";
import type { TeeSheet } from "contracts/domains/reservations/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useClubLive } from "platform/live/use-club-live";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { useAlert } from "ui-kit/dialogs";
import { LoadGate } from "ui-kit/load-gate";
import { Notice, Page, Toolbar } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useTeeSheet } from "../common/api/get-tee-sheet";
import { LiveNotice } from "../common/live-notice";
import { RateCalendar } from "../common/rate-calendar";
import { CourseField } from "../common/slot-fields";
import { useReservationClub } from "../common/use-reservation-club";
import { useActAtDesk } from "./api/act-at-desk";
import { useDownloadTeeSheet } from "./api/download-tee-sheet";
import { PlaceActions, type PlaceTarget } from "./place-actions";
import { Takings } from "./takings";
import { TeeSheetGrid } from "./tee-sheet-grid";
import { teeSheetTexts } from "./texts";
import { useFitsSideBySide } from "./use-fits-side-by-side";
import { useNarrow } from "./use-narrow";
import { useWaitingAt } from "./waitlist/use-waiting-at";
import { WaitlistPanel } from "./waitlist/waitlist-panel";

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  align-items: flex-start;
`;

/** The rate calendar and the day's waitlist, beside the sheet (under it on a phone). */
const Side = styled.div`
  flex: 0 1 22rem;
  min-width: min(18rem, 100%);
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const Scroller = styled.div`
  overflow-x: auto;
  flex: 1 1 36rem;
  min-width: 0;
`;

/** A place opened on the sheet, as the sheet read since has it (null once its booking left the time). */
function current(day: TeeSheet, opened: PlaceTarget): PlaceTarget | null {
  const { reservationId } = opened.reservation;
  for (const course of day.courses)
    for (const time of course.teeTimes) {
      const reservation = time.reservations.find((r) => r.reservationId === reservationId);
      const place = time.places.find(
        (p) => p.reservationId === reservationId && p.place === opened.place.place,
      );
      if (reservation && place) return { place, reservation, courseName: course.name, teeTime: time.teeTime };
    }
  return null;
}

/** How long the desk may pause typing a name before the sheet is searched. */
const SEARCH_PAUSE_MS = 300;

/**
 * The day's timetable as a grid of player places, courses side by side (one at a time on a phone): 'Open Spot'
 * for each free place, the desk's actions on each player, the day's takings, and a search for a golfer.
 */
export function TeeSheetScreen() {
  const { t } = useTexts(teeSheetTexts);
  const { clubId } = useReservationClub();
  const navigate = useNavigate();
  const messages = useMessages();
  const { alert, dialog } = useAlert();
  // Every change to the club's bookings, from any desk or online, refreshes the sheet; its place is marked a moment.
  const live = useClubLive(clubId);
  // "" until a date is chosen: the club's today (the club's clock, not this browser's), which the sheet names.
  const [chosen, setChosen] = useState("");
  // One course at a time keeps a long day's sheet short; every course by default (the first on a phone).
  const [courseId, setCourseId] = useState("");
  const narrow = useNarrow();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const sheet = useTeeSheet(chosen, { q });
  // A phone, or courses too many to sit side by side here: one course at a time, the first unless one is chosen.
  const scroller = useRef<HTMLDivElement>(null);
  const fits = useFitsSideBySide(scroller, courseId ? 1 : (sheet.data?.courses.length ?? 0));
  const oneAtATime = narrow || !fits;
  const date = chosen || sheet.data?.date || "";
  const pdf = useDownloadTeeSheet();
  const [opened, setTarget] = useState<PlaceTarget | null>(null);
  // The place as the sheet has it now: a change from another desk, read meanwhile, gives the actions its version.
  const target = opened && sheet.data ? current(sheet.data, opened) : null;
  // A party dropped on another tee time: one move, on the version the sheet shows; said in words when done.
  const act = useActAtDesk();
  const [moved, setMoved] = useState("");
  const move = (reservationId: string, toCourseId: string, teeTime: string) => {
    const day = sheet.data;
    const reservation = day?.courses
      .flatMap((course) => course.teeTimes.flatMap((time) => time.reservations))
      .find((r) => r.reservationId === reservationId);
    const course = day?.courses.find((c) => c.courseId === toCourseId);
    if (!day || !reservation || !course) return;
    setMoved("");
    act.mutate(
      {
        reservationId,
        version: reservation.version,
        action: { kind: "move", date: day.date, courseId: toCourseId, teeTime },
      },
      {
        onSuccess: () =>
          setMoved(t("desk.moved", { name: reservation.name, time: teeTime, course: course.name })),
        onError: (error) => alert(messages.failure(error, t("desk.failed"))),
      },
    );
  };

  const book = (courseId: string, teeTime: string) =>
    navigate(pathTo("/offline-reservation"), { state: { date, courseId, teeTime } });
  const shownCourses = (day: TeeSheet) => {
    const chosenCourse = courseId || (oneAtATime ? (day.courses[0]?.courseId ?? "") : "");
    return day.courses.filter((course) => !chosenCourse || course.courseId === chosenCourse);
  };
  const waitingAt = useWaitingAt(
    date,
    sheet.data ? shownCourses(sheet.data).map((course) => course.courseId) : [],
  );
  const openPlace = (place: TeeSheetPlace, course: TeeSheet["courses"][number], teeTime: string) => {
    const time = course.teeTimes.find((time) => time.teeTime === teeTime);
    const reservation = time?.reservations.find((r) => r.reservationId === place.reservationId);
    if (reservation) setTarget({ place, reservation, courseName: course.name, teeTime });
    setMoved("");
  };

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
          value={oneAtATime ? courseId || (sheet.data?.courses[0]?.courseId ?? "") : courseId}
          onChange={setCourseId}
          allLabel={oneAtATime ? undefined : t("filters.all")}
        />
        <TextField
          label={t("search.label")}
          type="search"
          placeholder={t("search.placeholder")}
          maxLength={50}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button variant="secondary" size="short" disabled={!clubId || !date} onClick={() => pdf.mutate(date)}>
          {t("actions.pdf")}
        </Button>
      </Toolbar>
      <LiveNotice status={live.status} />
      {moved && <Notice role="status">{moved}</Notice>}
      <Layout>
        <Scroller ref={scroller}>
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
            {(day) => (
              <>
                <Takings takings={day.takings} />
                {q && day.courses.every((c) => c.teeTimes.every((time) => time.places.length === 0)) && (
                  <Notice role="status">{t("search.none", { q })}</Notice>
                )}
                <TeeSheetGrid
                  sheet={day}
                  courses={shownCourses(day)}
                  changed={live.changed}
                  onOpenSpot={book}
                  onPlayer={openPlace}
                  onMove={move}
                  compact={narrow}
                  waitingAt={waitingAt}
                />
              </>
            )}
          </LoadGate>
        </Scroller>
        <Side>
          <RateCalendar date={date} onPick={setChosen} />
          {sheet.data?.scheduled && <WaitlistPanel sheet={sheet.data} />}
        </Side>
      </Layout>
      {target && sheet.data && (
        <PlaceActions
          target={target}
          sheet={sheet.data}
          onClose={() => setTarget(null)}
          onRefused={(error) => alert(messages.failure(error, t("desk.failed")))}
        />
      )}
      {dialog}
    </Page>
  );
}
