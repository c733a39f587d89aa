import { endpoint } from "./endpoint";

export const getHealth = endpoint("get", "/health", "getHealth");
