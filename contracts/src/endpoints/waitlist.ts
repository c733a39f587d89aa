import { endpoint } from "./endpoint";

// The golfer's side, without a session: join, then the mailed link's token.
export const joinWaitlist = endpoint("post", "/public/clubs/{clubId}/waitlist", "joinWaitlist");
export const getWaitlistEntry = endpoint("get", "/public/waitlist", "getWaitlistEntry");
export const confirmWaitlistEntry = endpoint("post", "/public/waitlist/confirm", "confirmWaitlistEntry");
export const leaveWaitlist = endpoint("post", "/public/waitlist/leave", "leaveWaitlist");

// The desk's side, in a club.
export const getDeskWaitlist = endpoint("get", "/clubs/{clubId}/waitlist", "getDeskWaitlist");
export const addDeskWaitlistEntry = endpoint("post", "/clubs/{clubId}/waitlist", "addDeskWaitlistEntry");
export const offerWaitlistEntry = endpoint(
  "post",
  "/clubs/{clubId}/waitlist/{entryId}/offer",
  "offerWaitlistEntry",
);
export const removeWaitlistEntry = endpoint(
  "delete",
  "/clubs/{clubId}/waitlist/{entryId}",
  "removeWaitlistEntry",
);
