import { endpoint } from "./endpoint";

/** Liveness: the process answers; touches nothing else. */
export const getHealth = endpoint("get", "/health", "getHealth");
/** Readiness: this instance should be sent traffic (its database answers, and it is not stopping). */
export const getReadiness = endpoint("get", "/health/ready", "getReadiness");
