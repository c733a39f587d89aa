import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { SCHEDULE_NAMESPACE, scheduleTranslations } from "../i18n/translations";
import { AppRoutes } from "./routes";

describe("mf-schedule routes (remote.json)", () => {
  describeRemote(remote.routes, AppRoutes, { [SCHEDULE_NAMESPACE]: scheduleTranslations });
});
