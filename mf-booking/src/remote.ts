import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import { BookScreen } from "./features/book/book-screen";
import type { BookingPath } from "./paths";

export const remote = defineRemote({
  name: "mf-booking",
  declaration,
  screens: {
    // Public, full-page: the golfers' own pages, open without a sign-in.
    // The club's booking page, linked from the club's website as /book?club=<clubId>: a golfer's usual first page,
    // so it is in the first chunk and its club is asked for without waiting on a second round trip. Its later steps
    // (details, waitlist, the booking made) and the two mailed-link pages load with their texts on their own.
    "/book": BookScreen,
    // The page an online booking's mail links to: the golfer confirms or cancels the booking.
    "/booking-confirm": {
      lazy: async () => (await import("./features/confirm/booking-confirm-screen")).BookingConfirmScreen,
    },
    // The page a waitlist entry's mail links to: the golfer confirms their place, sees it and any offer, or leaves.
    "/waitlist": {
      lazy: async () => (await import("./features/waitlist/waitlist-screen")).WaitlistScreen,
    },
  } satisfies Record<BookingPath, ScreenSource>,
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
