import { ownPaths } from "platform/remote/own-paths";

/** This remote's routes, as its remote.json declares them: the screens and every link within the remote use these. */
export const { paths, pathTo } = ownPaths([
  "/welcome",
  "/login",
  "/select-account-type",
  "/sign-up-business",
  "/sign-up-employee",
  "/signup/verify",
  "/email-verification",
  "/reset-password",
  "/resetpw",
  "/verify-password",
  "/profile",
]);

export type AuthPath = (typeof paths)[number];
