import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import { clientsQuery } from "./features/clients/api/get-clients";
import { tiersQuery } from "./features/common/api/get-tiers";
import { customersQuery } from "./features/customers/api/get-customers";
import type { CustomersPath } from "./paths";

/**
 * Every screen in its own chunk: the forms bring zod and the form helpers, the lists the paged table, and nobody
 * needs them before opening one of these pages.
 */
export const remote = defineRemote({
  name: "mf-customers",
  declaration,
  screens: {
    "/client": { lazy: async () => (await import("./features/clients/client-list-screen")).ClientListScreen },
    "/client-profile": {
      lazy: async () => (await import("./features/clients/client-profile-screen")).ClientProfileScreen,
    },
    "/membership-tiers": {
      lazy: async () => (await import("./features/membership-tiers/tier-list-screen")).TierListScreen,
    },
    "/membership-create": {
      lazy: async () => (await import("./features/membership-tiers/tier-form-screen")).CreateTierScreen,
    },
    "/membership-update": {
      lazy: async () => (await import("./features/membership-tiers/tier-form-screen")).UpdateTierScreen,
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
  } satisfies Record<CustomersPath, ScreenSource>,
  // Pointing at a menu entry reads what its screen shows first (the first page, no filter).
  prefetch: {
    "/client": (platform) => [clientsQuery(platform.api, { page: 1 })],
    "/membership-tiers": (platform, clubId) =>
      clubId ? [tiersQuery(platform.api, clubId, { page: 1 })] : [],
    "/customer-list": (platform, clubId) =>
      clubId
        ? [
            tiersQuery(platform.api, clubId, { pageSize: 100 }),
            customersQuery(platform.api, clubId, { page: 1 }),
          ]
        : [],
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
