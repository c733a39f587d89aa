import styled from "@emotion/styled";
import { addDays, isRealDate } from "contracts/domains/common/dates";
import type { Availability, PublicClub } from "contracts/domains/reservations/online-booking";
import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { smallestParty } from "contracts/domains/reservations/tee-times";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { Button } from "ui-kit/button";
import { Dropdown } from "ui-kit/dropdown";
import { Actions, FieldGrid } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { useAvailability } from "./api/get-availability";
import { loadGolferForm, loadJoinWaitlist } from "./load-steps";
import { ReadGate } from "./read-gate";
import { bookTexts } from "./texts";
import type { ChosenTime, Search } from "./types";

/** How many of the next open dates the empty day offers. */
const NEXT_DATES = 3;

const Courses = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    /* One column on a phone, more where there is room. */
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: 0.5rem;
  }
`;

const TimeButton = styled.button`
  width: 100%;
  min-height: 44px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.125rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  background: ${colors.surface};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    font-size: 1.0625rem;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${colors.muted};
    font-size: 0.875rem;
  }
  &:hover {
    border-color: ${colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
`;

/** Fetches a step's code while the golfer points at the way there; a failure is the step's own to retry. */
const aheadOf = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** The courses with the tee times that have room for the party; courses with none are left out. */
export function timesWithRoom(availability: Availability, players: number) {
  return availability.courses
    .map((course) => ({ ...course, teeTimes: course.teeTimes.filter((time) => time.placesLeft >= players) }))
    .filter((course) => course.teeTimes.length > 0);
}

/** The date and party size, then the tee times open online that date with room for the party, by course. */
export function TeeTimeSearch({
  club,
  search,
  onSearch,
  onChoose,
  onWaitlist,
}: {
  club: PublicClub;
  search: Search;
  onSearch: (search: Search) => void;
  onChoose: (chosen: ChosenTime) => void;
  /** None of the day's times suits (or none has room): the party waits for places instead; no offer without it. */
  onWaitlist?: () => void;
}) {
  const { t, i18n } = useTexts(bookTexts);
  const language = i18n.language;
  const first = club.firstOnlineDate;
  const last = club.lastOnlineDate;
  const inWindow = isRealDate(search.date) && search.date >= first && search.date <= last;
  const read = useAvailability(club.clubId, inWindow ? search.date : "");
  const fewest = Math.max(1, smallestParty(club));
  const span = { first: formatDate(first, language), last: formatDate(last, language) };
  const nextDates = Array.from({ length: NEXT_DATES }, (_, i) => addDays(search.date, i + 1)).filter(
    (date) => inWindow && date <= last,
  );

  return (
    <section
      aria-labelledby="tee-time-search"
      css={{ display: "flex", flexDirection: "column", gap: "1rem" }}
    >
      <h2 id="tee-time-search" css={{ margin: 0, fontSize: "1.125rem" }}>
        {t("book.search")}
      </h2>
      <FieldGrid>
        <TextField
          label={t("fields.date")}
          type="date"
          name="date"
          required
          min={first}
          max={last}
          value={search.date}
          onChange={(event) => onSearch({ ...search, date: event.target.value })}
          hint={t("book.window", span)}
          error={inWindow || search.date === "" ? undefined : t("book.outsideWindow", span)}
        />
        <Dropdown
          label={t("fields.players")}
          name="players"
          required
          value={String(search.players)}
          onChange={(players) => onSearch({ ...search, players: Number(players) })}
          options={Array.from({ length: TEE_TIME_CAPACITY - fewest + 1 }, (_, i) => fewest + i).map(
            (count) => ({
              value: String(count),
              text: t("book.party", { count }),
            }),
          )}
        />
      </FieldGrid>
      {inWindow && (
        <section aria-labelledby="open-tee-times">
          <h2 id="open-tee-times" css={{ margin: "0 0 0.75rem", fontSize: "1.125rem" }}>
            {t("book.timesTitle", { date: formatDate(search.date, language) })}
          </h2>
          <ReadGate read={read} loading={t("loading")} failed={t("book.timesFailed")}>
            {(availability) => {
              const courses = timesWithRoom(availability, search.players);
              if (courses.length > 0)
                return (
                  <Courses>
                    {courses.map((course) => (
                      <li key={course.courseId}>
                        <h3>{course.name}</h3>
                        <ul aria-label={course.name}>
                          {course.teeTimes.map((time) => {
                            const details = [
                              t("book.perPlayer", { price: formatPrice(time.pricePerPlayerCents, language) }),
                              t("book.placesLeft", { count: time.placesLeft }),
                            ].join(" · ");
                            return (
                              <li key={time.teeTime}>
                                <TimeButton
                                  type="button"
                                  onPointerEnter={aheadOf(loadGolferForm)}
                                  onFocus={aheadOf(loadGolferForm)}
                                  onClick={() =>
                                    onChoose({
                                      date: search.date,
                                      courseId: course.courseId,
                                      courseName: course.name,
                                      teeTime: time.teeTime,
                                      pricePerPlayerCents: time.pricePerPlayerCents,
                                      players: search.players,
                                    })
                                  }
                                >
                                  <strong>{time.teeTime}</strong> <span>{details}</span>
                                </TimeButton>
                              </li>
                            );
                          })}
                        </ul>
                      </li>
                    ))}
                  </Courses>
                );
              const anyOpen = availability.courses.some((course) => course.teeTimes.length > 0);
              return (
                <div css={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
                  <p role="status" css={{ margin: 0 }}>
                    {anyOpen ? t("book.noRoom", { count: search.players }) : t("book.none")}
                  </p>
                  {nextDates.length > 0 && (
                    <>
                      <Hint>{t("book.nextDates")}</Hint>
                      <div css={{ display: "flex", flexWrap: "wrap", gap: "0.5rem" }}>
                        {nextDates.map((date) => (
                          <Button
                            key={date}
                            variant="secondary"
                            onClick={() => onSearch({ ...search, date })}
                          >
                            {formatDate(date, language)}
                          </Button>
                        ))}
                      </div>
                    </>
                  )}
                </div>
              );
            }}
          </ReadGate>
          {onWaitlist && (
            <div css={{ display: "flex", flexDirection: "column", gap: "0.5rem", marginTop: "1.25rem" }}>
              <Hint>{t("book.waitlistOffer")}</Hint>
              <Actions>
                <Button
                  variant="secondary"
                  onPointerEnter={aheadOf(loadJoinWaitlist)}
                  onFocus={aheadOf(loadJoinWaitlist)}
                  onClick={onWaitlist}
                >
                  {t("book.waitlistOpen")}
                </Button>
              </Actions>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
