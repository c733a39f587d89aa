import type { Shape } from "platform/i18n/texts";

export const en = {
  tiers: {
    lead: "Prices, discounts and benefits of the club's memberships.",
    create: "Create tier",
    name: "Tier name",
    namePlaceholder: "e.g. Gold",
    price: "Price",
    priceDollars: "Price (USD)",
    pricePlaceholder: "e.g. 1200",
    period: "Billing period",
    discount: "Discount",
    discountRate: "Discount rate (%)",
    discountPlaceholder: "e.g. 10",
    discountTarget: "Discount target",
    choose: "Choose",
    benefit: "Benefit",
    note: "Note",
    status: "Status",
    customers: "Customers",
    actions: "Actions",
    edit: "Edit",
    disable: "Disable",
    activate: "Activate",
    delete: "Delete",
    save: "Save",
    cancel: "Cancel",
    statusFilter: "Status",
    allStatuses: "All statuses",
    empty: "No membership tiers yet.",
    loadFailed: "The membership tiers could not be loaded.",
    loading: "Loading…",
    missing: "This tier no longer exists.",
    periods: {
      year: "year",
      month: "month",
    },
    /** The billing period as a choice in the tier form (periods above read after a price: "/ year"). */
    billing: {
      year: "Yearly",
      month: "Monthly",
    },
    targets: {
      greenFee: "Green fee",
      cart: "Cart",
      caddie: "Caddie",
      all: "All",
    },
    statuses: {
      active: "Active",
      disabled: "Disabled",
    },
    confirm: {
      delete: 'Delete the tier "{{name}}"?',
      disable: 'Disable the tier "{{name}}"? It will give no discount.',
      activate: 'Activate the tier "{{name}}" again?',
      deleteInUse_one:
        '{{count}} customer holds "{{name}}". A tier can only be deleted once no customer holds it: give them another tier first. Delete it?',
      deleteInUse_other:
        '{{count}} customers hold "{{name}}". A tier can only be deleted once no customer holds it: give them another tier first. Delete it?',
      disableInUse_one:
        '{{count}} customer holds "{{name}}". Disabling it may affect them: they get no discount while it is disabled. Disable it?',
      disableInUse_other:
        '{{count}} customers hold "{{name}}". Disabling it may affect them: they get no discount while it is disabled. Disable it?',
      changeInUse_one: '{{count}} customer holds "{{name}}". The change may affect them. Save it?',
      changeInUse_other: '{{count}} customers hold "{{name}}". The change may affect them. Save it?',
    },
    done: {
      delete: 'The tier "{{name}}" was deleted.',
      disable: 'The tier "{{name}}" was disabled.',
      activate: 'The tier "{{name}}" is active again.',
    },
  },
};

export type SharedTexts = Shape<typeof en>;
