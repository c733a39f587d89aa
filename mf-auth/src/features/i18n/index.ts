import { en } from "./en";
import { ko } from "./ko";
import { vi } from "./vi";

export type { AuthResources } from "./en";
export { AUTH_NAMESPACE } from "./namespace";
export const authResources = { en, ko, vi };
