import { endpoint } from "./endpoint";

export const listClubs = endpoint("get", "/clubs", "listClubs");
export const createClub = endpoint("post", "/clubs", "createClub");
export const getClub = endpoint("get", "/clubs/{clubId}", "getClub");
export const updateClub = endpoint("put", "/clubs/{clubId}", "updateClub");
export const uploadClubImage = endpoint("put", "/clubs/{clubId}/image", "uploadClubImage");
export const removeClubImage = endpoint("delete", "/clubs/{clubId}/image", "removeClubImage");
export const getClubImage = endpoint("get", "/clubs/{clubId}/image", "getClubImage");
export const getClubName = endpoint("get", "/club", "getClubName");
