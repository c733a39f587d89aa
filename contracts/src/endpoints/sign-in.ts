import { endpoint } from "./endpoint";

export const signIn = endpoint("post", "/sign-in", "signIn");
export const signOut = endpoint("delete", "/sign-out", "signOut");
export const getIsAdmin = endpoint("get", "/sign-in/isAdmin", "getIsAdmin");
