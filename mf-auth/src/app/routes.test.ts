import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { AUTH_NAMESPACE, authTranslations } from "../i18n/translations";
import { AppRoutes } from "./routes";

describe("mf-auth routes (remote.json)", () => {
  describeRemote(remote.routes, AppRoutes, AUTH_NAMESPACE, authTranslations);
});
