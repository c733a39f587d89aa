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
  error: "#d32f2f",
  focus: "#2e90fa",
  backdrop: "rgba(16, 24, 40, 0.5)",
} as const;

export const focusRing = `outline: 2px solid ${colors.focus}; outline-offset: 2px;`;

export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif';
