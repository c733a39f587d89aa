import { liveKeys } from "platform/live/live-keys";
import { bookingsKey } from "./bookings-key";
import { bookingRatesKey } from "./get-booking-rates";
import { teeSheetKey } from "./get-tee-sheet";

test("the live channel refreshes every read of the club's bookings: they all sit under the key it invalidates", () => {
  expect(bookingsKey("c1")).toEqual(liveKeys.bookings("c1"));
  for (const key of [teeSheetKey("c1", "2027-07-20"), bookingRatesKey("c1", ["2027-07-20"])]) {
    expect(key.slice(0, liveKeys.bookings("c1").length)).toEqual([...liveKeys.bookings("c1")]);
  }
});
