import { endpoint } from "./endpoint";

export const requestPasswordReset = endpoint("post", "/password-reset", "requestPasswordReset");
export const confirmPasswordReset = endpoint("post", "/password-reset/confirm", "confirmPasswordReset");
