import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    home: "Choose a golf club",
  },
  home: {
    lead: "Choose the golf club you want to work on.",
    loading: "Loading your golf clubs…",
    loadFailed: "Could not load your golf clubs.",
    addClub: "Add a new golf club",
    logOut: "Log out",
    ownerEmpty: "You have not added a golf club yet. Add your first golf club to get started.",
    role: "Role: {{role}}",
    search: "Golf club name",
    searchPlaceholder: "Part of the name",
    find: "Search",
    more: "Showing the first {{count}} golf clubs. Search by name to find the others.",
    noMatch: "No golf club's name contains “{{q}}”.",
    roles: {
      owner: "Business owner",
      admin: "Administrator",
      none: "No role yet",
    },
  },
};

export type HomeTexts = Shape<typeof en>;
