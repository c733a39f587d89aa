// Every declared endpoint, for tests and development tools; screens import only their own area.
import * as audit from "./audit";
import * as clients from "./clients";
import * as clubs from "./clubs";
import * as customers from "./customers";
import type { Endpoint } from "./endpoint";
import * as health from "./health";
import * as live from "./live";
import * as membershipTiers from "./membership-tiers";
import * as onlineBooking from "./online-booking";
import * as passwordReset from "./password-reset";
import * as releases from "./releases";
import * as reports from "./reports";
import * as reservations from "./reservations";
import * as schedules from "./schedules";
import * as signIn from "./sign-in";
import * as signUp from "./sign-up";
import * as staffRoles from "./staff-roles";
import * as users from "./users";
import * as waitlist from "./waitlist";

export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(audit),
  ...Object.values(clients),
  ...Object.values(clubs),
  ...Object.values(customers),
  ...Object.values(health),
  ...Object.values(live),
  ...Object.values(membershipTiers),
  ...Object.values(onlineBooking),
  ...Object.values(passwordReset),
  ...Object.values(reports),
  ...Object.values(releases),
  ...Object.values(reservations),
  ...Object.values(schedules),
  ...Object.values(signIn),
  ...Object.values(signUp),
  ...Object.values(staffRoles),
  ...Object.values(users),
  ...Object.values(waitlist),
];
