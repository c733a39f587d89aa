import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { CUSTOMERS_NAMESPACE, customersTranslations } from "../i18n/translations";
import { AppRoutes } from "./routes";

describe("mf-customers routes (remote.json)", () => {
  describeRemote(remote.routes, AppRoutes, { [CUSTOMERS_NAMESPACE]: customersTranslations });
});
