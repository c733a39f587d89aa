import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { STAFF_ROLES_NAMESPACE, staffRolesTranslations } from "../i18n/translations";
import { AppRoutes } from "./routes";

describe("mf-staff-roles routes (remote.json)", () => {
  describeRemote(remote.routes, AppRoutes, { [STAFF_ROLES_NAMESPACE]: staffRolesTranslations });
});
