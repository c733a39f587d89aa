/** Spec §5: booking types coloured as the list's rows are. */
export const typeColors = { offline: "#ffe5cc", online: "#dff5e1" } as const;
export const availableText = "#1565c0";
export const offlineOnlyText = "#c62828";
/** A booking just changed at another desk or online: its row is marked this way for a few seconds. */
export const changedColor = "#fff3b0";
