import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const healthRouter = () =>
  newRouter().openapi(routes.health, handlers.health).openapi(routes.readiness, handlers.readiness);
