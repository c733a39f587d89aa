import styled from "@emotion/styled";
import { minutesOfTime } from "contracts/domains/common/dates";
import type { BookingHold } from "contracts/domains/reservations/online-booking";
import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button } from "ui-kit/button";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { Actions, Facts, Notice, Page } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { useMessages } from "ui-kit/use-messages";
import { useConfirmBookingHold } from "./api/confirm-booking-hold";
import { useBookingHold } from "./api/get-booking-hold";
import { CancelBooking, CancellationTerms, canCancel, isOpenOffer } from "./cancel-booking";
import { clubTime } from "./club-time";
import { confirmTexts } from "./texts";

const Reference = styled.p`
  margin: 0;
  /* 24 characters on one line down to a phone's width. */
  font-size: clamp(1.0625rem, 5vw, 1.375rem);
  font-weight: 700;
  letter-spacing: 0.04em;
  /* Groups of four stay whole; a narrow phone breaks the reference only at its dashes. */
  overflow-wrap: normal;
  word-break: keep-all;
`;

const OpenTimes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  h3 span {
    font-weight: 400;
    color: ${colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  li li {
    border: 1px solid ${colors.border};
    border-radius: 6px;
    padding: 0.25rem 0.625rem;
    background: ${colors.surface};
    font-variant-numeric: tabular-nums;
  }
`;

/** Label and value rows on one baseline, whatever script the value (a club's or course's name) is in. */
const HoldFacts = styled(Facts)`
  align-items: baseline;
`;

/** At first, the open times nearest the hold's own: the golfer most likely wants one close to it. */
const NEAREST_TIMES = 12;

type OpenCourse = NonNullable<BookingHold["openTeeTimes"]>[number];

function nearestTimes(times: OpenCourse["teeTimes"], teeTime: string) {
  const distance = (time: string) => Math.abs(minutesOfTime(time) - minutesOfTime(teeTime));
  return [...times]
    .sort((a, b) => distance(a.teeTime) - distance(b.teeTime) || a.teeTime.localeCompare(b.teeTime))
    .slice(0, NEAREST_TIMES)
    .sort((a, b) => a.teeTime.localeCompare(b.teeTime));
}

/** A 404 (nobody's token) and a 422 (a cut or mangled link) both mean the link is not one we sent. */
const isBadLink = (error: unknown) => [404, 422].includes(getApiError(error).status ?? 0);

/**
 * /booking-confirm?token=…: the page an online booking's mail links to, open without a sign-in. The golfer sees
 * the hold (club, date, tee time, course, players, price, until when the places are held) and confirms it; an
 * expired hold says so and lists the tee times still open online that day; a link that is not ours says so. A
 * held or reserved booking may be cancelled here (cancelled at once, or cancelPending for the club to settle), and
 * the page states the club's cancellation terms for it first. A waitlist offer is worded as one (take it or decline
 * it) over the same calls. Stored text (club and course names) is shown as text.
 */
export function BookingConfirmScreen() {
  const { t, i18n } = useTexts(confirmTexts);
  const messages = useMessages();
  const token = useSearchParams()[0].get("token") ?? "";
  const read = useBookingHold(token);
  const confirmHold = useConfirmBookingHold(token);
  // The server refused the link when it was confirmed: it is not one we sent, whatever was read before.
  const [refused, setRefused] = useState(false);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  const [allTimes, setAllTimes] = useState(false);
  // The golfer cancelled here: a cancelled booking then reads as the golfer's own cancellation, not the club's.
  const [cancelledHere, setCancelledHere] = useState(false);
  const language = i18n.language;
  const invalid = !token || refused || (read.isError && !read.data && isBadLink(read.error));
  // A hold once read stays shown should a later read fail: the confirm's failure says what went wrong.
  const state: LoadState<BookingHold> | typeof read = read.data ? { status: "ready", data: read.data } : read;

  const confirm = async () => {
    setConfirmFailure(null);
    try {
      await confirmHold.mutateAsync();
    } catch (error) {
      if (isBadLink(error)) setRefused(true);
      // Expired or cancelled meanwhile: the hold read again says so (and offers what is still open); should that
      // read fail too, the refusal's own message stands.
      else if (getApiError(error).status === 409) {
        if ((await read.refetch()).isError)
          setConfirmFailure(messages.failure(error, t("confirmPage.failed")));
      } else setConfirmFailure(messages.failure(error, t("confirmPage.failed")));
    }
  };
  const confirming = confirmHold.isPending;

  const hold = invalid ? null : (read.data ?? null);
  const ends = hold?.holdExpiresAt ? clubTime(hold.holdExpiresAt, hold.timeZone, language) : null;
  const until = ends && t("confirmPage.until", ends);
  const offer = hold?.kind === "offer";
  const title = !hold
    ? t("confirmPage.titles.page")
    : offer && hold.state === "held"
      ? t("offer.titles.held")
      : offer && (hold.state === "expired" || hold.state === "cancelled")
        ? t(cancelledHere ? "offer.titles.declined" : "offer.titles.ended")
        : t(`confirmPage.titles.${hold.state}`);

  return (
    <Page title={title} fullPage>
      {invalid ? (
        <Notice role="alert" tone="error">
          {t("confirmPage.invalid")}
        </Notice>
      ) : (
        <LoadGate state={state} loading={t("loading")}>
          {(hold) => (
            <>
              {hold.state === "held" && (
                <Notice role="status">
                  {offer ? t("offer.held", { ...ends }) : t("confirmPage.held", { until })}
                </Notice>
              )}
              {hold.state === "confirmed" && (
                <Notice role="status" tone="success">
                  {t("confirmPage.confirmed")}
                </Notice>
              )}
              {hold.state === "expired" && (
                <Notice role="alert" tone="error">
                  {t(offer ? "offer.expired" : "confirmPage.expired", { until })}
                </Notice>
              )}
              {hold.state === "cancelled" &&
                (cancelledHere ? (
                  <Notice role="status" tone="success">
                    {t(offer ? "offer.declined" : "confirmPage.cancelledByYou")}
                  </Notice>
                ) : offer ? (
                  <Notice role="status">{t("offer.ended")}</Notice>
                ) : (
                  <Notice role="alert" tone="error">
                    {t("confirmPage.cancelled")}
                  </Notice>
                ))}
              {hold.state === "cancelPending" && (
                <Notice role="status">{t("confirmPage.cancelPending")}</Notice>
              )}
              {hold.state === "confirmed" && (
                <section aria-labelledby="booking-reference">
                  <h2
                    id="booking-reference"
                    css={{ margin: "0 0 0.25rem", fontSize: "1rem", color: colors.muted }}
                  >
                    {t("fields.reference")}
                  </h2>
                  <Reference data-testid="booking-reference">{hold.reference}</Reference>
                </section>
              )}
              <HoldFacts>
                <dt>{t("confirmPage.club")}</dt>
                <dd>{hold.clubName}</dd>
                <dt>{t("fields.date")}</dt>
                <dd>{formatDate(hold.date, language)}</dd>
                <dt>{t("fields.teeTime")}</dt>
                <dd data-testid="booking-tee-time">{hold.teeTime}</dd>
                <dt>{t("fields.course")}</dt>
                <dd>{hold.courseName}</dd>
                <dt>{t("fields.players")}</dt>
                <dd>{hold.players}</dd>
                <dt>{t("fields.price")}</dt>
                <dd>{formatPrice(hold.totalPriceCents, language)}</dd>
                {/* An expired hold may still read pending until it is swept; the notice above says what it is. */}
                {hold.state !== "expired" && (
                  <>
                    <dt>{t("fields.status")}</dt>
                    <dd data-testid="booking-status">{t(`statuses.${hold.status}`)}</dd>
                  </>
                )}
              </HoldFacts>
              {canCancel(hold) && <CancellationTerms hold={hold} />}
              {hold.state === "held" && (
                <Actions>
                  <Button size="long" disabled={confirming} onClick={() => void confirm()}>
                    {isOpenOffer(hold)
                      ? t(confirming ? "offer.taking" : "offer.take")
                      : t(confirming ? "confirmPage.confirming" : "confirmPage.confirm")}
                  </Button>
                </Actions>
              )}
              {confirmFailure && (
                <Notice role="alert" tone="error">
                  {confirmFailure}
                </Notice>
              )}
              {canCancel(hold) && (
                <CancelBooking hold={hold} token={token} onCancelled={() => setCancelledHere(true)} />
              )}
              {hold.state === "expired" && hold.openTeeTimes && (
                <section aria-labelledby="open-tee-times">
                  <h2 id="open-tee-times" css={{ margin: "0 0 0.75rem", fontSize: "1.125rem" }}>
                    {t("confirmPage.openTitle", { date: formatDate(hold.date, language) })}
                  </h2>
                  {hold.openTeeTimes.every((course) => course.teeTimes.length === 0) ? (
                    <p>{t("confirmPage.noneOpen")}</p>
                  ) : (
                    <>
                      <OpenTimes>
                        {hold.openTeeTimes
                          .filter((course) => course.teeTimes.length > 0)
                          .map((course) => {
                            const shown = allTimes
                              ? course.teeTimes
                              : nearestTimes(course.teeTimes, hold.teeTime);
                            const prices = new Set(course.teeTimes.map((time) => time.pricePerPlayerCents));
                            const [onePrice] = prices.size === 1 ? [...prices] : [];
                            return (
                              <li key={course.courseId}>
                                <h3>
                                  {course.name}
                                  {onePrice !== undefined && (
                                    <span>
                                      {" · "}
                                      {t("confirmPage.perPlayer", { price: formatPrice(onePrice, language) })}
                                    </span>
                                  )}
                                </h3>
                                <ul aria-label={course.name}>
                                  {shown.map((time) => (
                                    <li key={time.teeTime}>
                                      {[
                                        time.teeTime,
                                        time.placesLeft < TEE_TIME_CAPACITY &&
                                          t("confirmPage.placesLeft", { count: time.placesLeft }),
                                        onePrice === undefined &&
                                          t("confirmPage.perPlayer", {
                                            price: formatPrice(time.pricePerPlayerCents, language),
                                          }),
                                      ]
                                        .filter(Boolean)
                                        .join(" · ")}
                                    </li>
                                  ))}
                                </ul>
                              </li>
                            );
                          })}
                      </OpenTimes>
                      {hold.openTeeTimes.some((course) => course.teeTimes.length > NEAREST_TIMES) && (
                        <Actions css={{ marginTop: "0.75rem" }}>
                          <Button
                            variant="secondary"
                            aria-expanded={allTimes}
                            onClick={() => setAllTimes(!allTimes)}
                            // A long Vietnamese label wraps on a phone instead of running past the screen's edge.
                            css={{ whiteSpace: "normal", maxWidth: "100%", padding: "0.5rem 1.25rem" }}
                          >
                            {allTimes ? t("confirmPage.fewerTimes") : t("confirmPage.allTimes")}
                          </Button>
                        </Actions>
                      )}
                    </>
                  )}
                  <p css={{ margin: "0.75rem 0 0", color: colors.muted }}>{t("confirmPage.bookAgain")}</p>
                </section>
              )}
            </>
          )}
        </LoadGate>
      )}
    </Page>
  );
}
