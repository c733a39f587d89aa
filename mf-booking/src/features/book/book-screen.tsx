import type { OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { smallestParty } from "contracts/domains/reservations/tee-times";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { Notice, Page } from "ui-kit/page-kit";
import { usePublicClub } from "./api/get-public-club";
import { Booked } from "./booked";
import { ClubIntro } from "./club-intro";
import { type GolferDetails, GolferForm } from "./golfer-form";
import { JoinWaitlist } from "./join-waitlist";
import { type ChosenTime, TeeTimeSearch } from "./tee-time-search";
import { bookTexts } from "./texts";

/** A 404 (no such club, or one taking no online bookings) and a 422 (a mangled id) both mean no club to book. */
const isUnknownClub = (error: unknown) => [404, 422].includes(getApiError(error).status ?? 0);

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
  const state: LoadState<PublicClub> | typeof read = read.data ? { status: "ready", data: read.data } : read;

  return (
    <Page title={booked ? t("booked.title") : t("book.title")} fullPage>
      {unknown ? (
        <Notice role="alert" tone="error">
          {clubId === "" ? t("book.noClub") : t("book.unknownClub")}
        </Notice>
      ) : (
        <LoadGate state={state} loading={t("loading")} failed={t("book.loadFailed")}>
          {(club) => (
            <>
              <ClubIntro club={club} />
              {booked ? (
                <Booked club={club} {...booked} onAgain={() => setBooked(null)} />
              ) : (
                <Booking club={club} onBooked={(booking, email) => setBooked({ booking, email })} />
              )}
            </>
          )}
        </LoadGate>
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
