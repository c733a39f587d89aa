import { endpoint } from "./endpoint";

export const listAudit = endpoint("get", "/clubs/{clubId}/audit", "listAudit");
