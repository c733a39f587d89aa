/** Design tokens shared by the kit so every remote looks like one app. */
export const colors = {
  primary: "#1f6f43",
  primaryHover: "#175535",
  primaryText: "#ffffff",
  text: "#1d2939",
  muted: "#667085",
  border: "#d0d5dd",
  surface: "#ffffff",
  subtle: "#f2f4f7",
  // Reads at 4.5:1 as text on white and on the error notice's pink.
  error: "#c62828",
  focus: "#2e90fa",
  backdrop: "rgba(16, 24, 40, 0.5)",
} as const;

/** Read by assistive technology, not shown. */
export const visuallyHidden = `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`;

export const focusRing = `outline: 2px solid ${colors.focus}; outline-offset: 2px;`;

export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif';
