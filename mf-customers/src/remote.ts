import { defineRemote } from "shared/remote/define-remote";
import { titleScreen } from "shared/ui/platform-route-title";
import declaration from "../remote.json";
import { CUSTOMERS_NAMESPACE, customersTranslations } from "./i18n/translations";

const title = (key: string) => titleScreen(CUSTOMERS_NAMESPACE, `titles.${key}`);

export const remote = defineRemote({
  name: "mf-customers",
  declaration,
  translations: { [CUSTOMERS_NAMESPACE]: customersTranslations },
  screens: {
    "/client": title("client"),
    "/client-profile": title("clientProfile"),
    "/membership-tiers": {
      lazy: async () => (await import("./features/tiers/tier-list-screen")).TierListScreen,
    },
    "/membership-create": {
      lazy: async () => (await import("./features/tiers/tier-form-screen")).CreateTierScreen,
    },
    "/membership-update": {
      lazy: async () => (await import("./features/tiers/tier-form-screen")).UpdateTierScreen,
    },
    "/customer-list": {
      lazy: async () => (await import("./features/customers/customer-list-screen")).CustomerListScreen,
    },
    "/customer-create": {
      lazy: async () => (await import("./features/customers/customer-form-screen")).CreateCustomerScreen,
    },
    "/customer-update": {
      lazy: async () => (await import("./features/customers/customer-form-screen")).UpdateCustomerScreen,
    },
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = remote;
