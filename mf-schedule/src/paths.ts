import { ownPaths } from "platform/remote/own-paths";

/** This remote's routes, as its remote.json declares them: the screens and every link within the remote use these. */
export const { paths, pathTo } = ownPaths(["/price-schedule", "/add-schedule"]);

export type SchedulePath = (typeof paths)[number];
