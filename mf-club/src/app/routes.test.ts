import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { ACCOUNT_GATES_NAMESPACE, accountGatesResources } from "../features/account-gates";
import { CLUB_NAMESPACE, clubTranslations } from "../i18n/translations";
import { AppRoutes } from "./routes";

describe("mf-club routes (remote.json)", () => {
  describeRemote(remote.routes, AppRoutes, {
    [CLUB_NAMESPACE]: clubTranslations,
    [ACCOUNT_GATES_NAMESPACE]: accountGatesResources,
  });
});
