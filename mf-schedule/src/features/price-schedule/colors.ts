import { PALETTE, type PaletteIndex } from "contracts/domains/schedules/calendar";

/** The status palette of the calendar (spec §3: a day's status indexes a colour palette). */
export const scheduleColors = {
  public: "#c9f2d9",
  hidden: "#dcd4f4",
  selected: "#1570ef",
  sunday: "#d92d20",
  saturday: "#1570ef",
} as const;

export const paletteBackground: Record<PaletteIndex, string> = {
  [PALETTE.none]: "#ffffff",
  [PALETTE.public]: scheduleColors.public,
  [PALETTE.hidden]: scheduleColors.hidden,
  // A day with both kinds shows both colours, split corner to corner.
  [PALETTE.both]: `linear-gradient(135deg, ${scheduleColors.public} 50%, ${scheduleColors.hidden} 50%)`,
};
