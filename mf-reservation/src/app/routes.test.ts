import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { RESERVATION_NAMESPACE, reservationTranslations } from "../i18n/translations";
import { AppRoutes } from "./routes";

describe("mf-reservation routes (remote.json)", () => {
  describeRemote(remote.routes, AppRoutes, { [RESERVATION_NAMESPACE]: reservationTranslations });
});
