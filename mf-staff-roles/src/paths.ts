import { ownPaths } from "platform/remote/own-paths";

/** This remote's routes, as its remote.json declares them: the screens and every link within the remote use these. */
export const { paths, pathTo } = ownPaths([
  "/setting-role",
  "/add-role",
  "/edit-role",
  "/staff",
  "/staff-all",
  "/add-staff",
  "/edit-staff",
]);

export type StaffRolesPath = (typeof paths)[number];
