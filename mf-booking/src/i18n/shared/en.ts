import type { Shape } from "platform/i18n/texts";

export const en = {
  loading: "Loading…",
  retry: "Retry",
  fields: {
    date: "Date",
    players: "Players",
  },
};

export type SharedTexts = Shape<typeof en>;
