import { ownPaths } from "platform/remote/own-paths";

/** This remote's routes, as its remote.json declares them: the screens and every link within the remote use these. */
export const { paths, pathTo } = ownPaths(["/book", "/booking-confirm", "/waitlist"]);

export type BookingPath = (typeof paths)[number];
