import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const signUpRouter = () =>
  newRouter()
    .openapi(routes.signUpBusiness, handlers.signUpBusiness)
    .openapi(routes.signUpEmployee, handlers.signUpEmployee)
    .openapi(routes.verifyEmail, handlers.verifyEmail)
    .openapi(routes.resend, handlers.resend);
