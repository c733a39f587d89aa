import { endpoint } from "./endpoint";

export const signUpBusiness = endpoint("post", "/sign-up/business", "signUpBusiness");
export const signUpEmployee = endpoint("post", "/sign-up/employee", "signUpEmployee");
export const verifyEmail = endpoint("post", "/sign-up/verify", "verifyEmail");
export const resendVerificationEmail = endpoint("post", "/sign-up/resend", "resendVerificationEmail");
