import { ownPaths } from "platform/remote/own-paths";

/** This remote's routes, as its remote.json declares them: the screens and every link within the remote use these. */
export const { paths, pathTo } = ownPaths([
  "/client",
  "/client-profile",
  "/membership-tiers",
  "/membership-create",
  "/membership-update",
  "/customer-list",
  "/customer-create",
  "/customer-update",
]);

export type CustomersPath = (typeof paths)[number];
