import type { OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { smallestParty } from "contracts/domains/reservations/tee-times";
import { useTexts } from "platform/i18n/use-texts";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Lead, Notice, Page } from "ui-kit/page-kit";
import { usePublicClub } from "./api/get-public-club";
import { ClubIntro } from "./club-intro";
import { lazyStep } from "./lazy-step";
import { loadReleases } from "./load-release";
import { loadBooked, loadGolferForm, loadJoinWaitlist } from "./load-steps";
import { ReadGate, statusOf } from "./read-gate";
import { TeeTimeSearch } from "./tee-time-search";
import { bookTexts } from "./texts";
import type { ChosenTime, GolferDetails } from "./types";

const GolferForm = lazyStep(async () => (await loadGolferForm()).GolferForm);
const JoinWaitlist = lazyStep(async () => (await loadJoinWaitlist()).JoinWaitlist);
const Booked = lazyStep(async () => (await loadBooked()).Booked);
const ReleaseCards = lazyStep(async () => (await loadReleases()).ReleaseCards);

/** A 404 (no such club, or one taking no online bookings) and a 422 (a mangled id) both mean no club to book. */
const isUnknownClub = (error: unknown) => [404, 422].includes(statusOf(error) ?? 0);

/**
 * /book?club=<clubId>: the club's own booking page, the link a club puts on its website, open without a sign-in.
 * The golfer sees the club, chooses a date and the party's size, picks a tee time open online with room for the
 * party, gives a name, phone and email and books; the answer is a hold the mailed link confirms. Stored text (the
 * club's name, notes, course names) is shown as text.
 */
export function BookScreen() {
  const { t } = useTexts(bookTexts);
  const clubId = useSearchParams()[0].get("club")?.trim() ?? "";
  const read = usePublicClub(clubId);
  const [booked, setBooked] = useState<{ booking: OnlineBooking; email: string } | null>(null);
  const unknown = clubId === "" || (read.isError && !read.data && isUnknownClub(read.error));
  // A club once read stays shown should a later read fail.
  const shown = { data: read.data, isError: read.isError && !read.data, refetch: read.refetch };

  return (
    <Page title={booked ? t("book.bookedTitle") : t("book.title")} fullPage>
      {unknown ? (
        <Notice role="alert" tone="error">
          {clubId === "" ? t("book.noClub") : t("book.unknownClub")}
        </Notice>
      ) : (
        <ReadGate read={shown} loading={t("loading")} failed={t("book.loadFailed")}>
          {(club) => (
            <>
              <ClubIntro club={club} />
              {club.releases.length > 0 && (
                <Suspense fallback={null}>
                  <ReleaseCards club={club} timeSearch={TeeTimeSearch} />
                </Suspense>
              )}
              <Suspense fallback={<Lead role="status">{t("loading")}</Lead>}>
                {booked ? (
                  <Booked club={club} {...booked} onAgain={() => setBooked(null)} />
                ) : (
                  <Booking club={club} onBooked={(booking, email) => setBooked({ booking, email })} />
                )}
              </Suspense>
            </>
          )}
        </ReadGate>
      )}
    </Page>
  );
}

/** Choosing a tee time, then the golfer's details; what was typed is kept while another time is chosen. */
function Booking({
  club,
  onBooked,
}: {
  club: PublicClub;
  onBooked: (booking: OnlineBooking, email: string) => void;
}) {
  const [search, setSearch] = useState({
    date: club.firstOnlineDate,
    players: Math.max(1, smallestParty(club)),
  });
  const [chosen, setChosen] = useState<ChosenTime | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [details, setDetails] = useState<GolferDetails>({
    name: "",
    phoneCode: club.phoneCode,
    phoneNumber: "",
    email: "",
  });
  if (waiting)
    return (
      <JoinWaitlist
        club={club}
        search={search}
        details={details}
        onKeep={setDetails}
        onBack={() => setWaiting(false)}
      />
    );
  return chosen ? (
    <GolferForm
      club={club}
      chosen={chosen}
      initialValues={details}
      onKeep={setDetails}
      onAnother={() => setChosen(null)}
      onBooked={onBooked}
    />
  ) : (
    <TeeTimeSearch
      club={club}
      search={search}
      onSearch={setSearch}
      onChoose={setChosen}
      onWaitlist={() => setWaiting(true)}
    />
  );
}
