import { en } from "./texts/en";
import { ko } from "./texts/ko";
import { vi } from "./texts/vi";
/** Text of the account gate screens, namespace `accountGates`. */
export const ACCOUNT_GATES_NAMESPACE = "accountGates";

export type { AccountGatesResources } from "./texts/en";

/** Typed per language in `texts/`; registered when the remote starts (its root shows these screens). */
export const accountGatesResources = { en, ko, vi };
