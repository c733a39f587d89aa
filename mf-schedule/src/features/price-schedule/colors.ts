import { PALETTE, type PaletteIndex } from "contracts/domains/schedules/calendar";

/**
 * The status palette of the calendar (spec §3: a day's status indexes a colour palette). Sunday red and Saturday
 * blue are dark enough to read at 4.5:1 on white and on either status colour.
 */
export const scheduleColors = {
  public: "#c9f2d9",
  hidden: "#dcd4f4",
  selected: "#1570ef",
  sunday: "#b42318",
  saturday: "#1849a9",
} as const;

export const paletteBackground: Record<PaletteIndex, string> = {
  [PALETTE.none]: "#ffffff",
  [PALETTE.public]: scheduleColors.public,
  [PALETTE.hidden]: scheduleColors.hidden,
  // A day with both kinds shows both colours, split corner to corner.
  [PALETTE.both]: `linear-gradient(135deg, ${scheduleColors.public} 50%, ${scheduleColors.hidden} 50%)`,
};
