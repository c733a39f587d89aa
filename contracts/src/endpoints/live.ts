import { endpoint } from "./endpoint";

// The front desk's live channel: a Server-Sent Events stream of a club's booking changes.
export const getClubLive = endpoint("get", "/clubs/{clubId}/live", "getClubLive");
