import { useQueryClient } from "@tanstack/react-query";
import type { ReleaseEntry } from "contracts/domains/releases/schemas";
import type { OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { useState } from "react";
import { GolferForm } from "../steps/golfer-form";
import type { ChosenTime, GolferDetails } from "../types";
import { releaseEntryKey } from "./api/release-entry";
import type { Search } from "./types";

/**
 * Booking in the golfer's turn: the released day's tee times, then the golfer's details; the booking carries the
 * entry's token and is confirmed at once. Several bookings may be made while the turn and its caps allow.
 */
export function TurnBooking({
  club,
  entry,
  token,
  timeSearch: TeeTimeSearch,
  onBooked,
}: {
  club: PublicClub;
  entry: ReleaseEntry;
  token: string;
  timeSearch: Search;
  /** The booking made: the entry's view shows it, also once the turn has ended with it. */
  onBooked: (booked: { booking: OnlineBooking; email: string }) => void;
}) {
  const queries = useQueryClient();
  // The page's club may have been read before the day opened: the search is held to the released day.
  const day = { ...club, firstOnlineDate: entry.date, lastOnlineDate: entry.date };
  const [search, setSearch] = useState({
    date: entry.date,
    // As many as the turn still allows; the golfer picks fewer in the search.
    players: Math.max(1, Math.min(entry.playersLeft, TEE_TIME_CAPACITY)),
  });
  const [chosen, setChosen] = useState<ChosenTime | null>(null);
  const [details, setDetails] = useState<GolferDetails>({
    name: "",
    phoneCode: club.phoneCode,
    phoneNumber: "",
    email: "",
  });
  if (chosen)
    return (
      <GolferForm
        club={day}
        chosen={chosen}
        initialValues={details}
        onKeep={setDetails}
        onAnother={() => setChosen(null)}
        releaseToken={token}
        onBooked={(booking, email) => {
          setChosen(null);
          onBooked({ booking, email });
          void queries.invalidateQueries({ queryKey: releaseEntryKey(token) });
        }}
      />
    );
  return <TeeTimeSearch club={day} search={search} onSearch={setSearch} onChoose={setChosen} />;
}
