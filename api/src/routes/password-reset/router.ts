import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const passwordResetRouter = () =>
  newRouter()
    .openapi(routes.requestReset, handlers.requestReset)
    .openapi(routes.confirmReset, handlers.confirmReset);
