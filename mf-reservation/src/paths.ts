import { ownPaths } from "platform/remote/own-paths";

/** This remote's routes, as its remote.json declares them: the screens and every link within the remote use these. */
export const { paths, pathTo } = ownPaths([
  "/reservation",
  "/reservation-table",
  "/reservation-detail",
  "/offline-reservation",
]);

export type ReservationPath = (typeof paths)[number];
