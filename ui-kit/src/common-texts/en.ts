export const en = {
  dialog: { yes: "Yes", no: "No", ok: "OK", confirm: "Confirm", cancel: "Cancel", close: "Close" },
  forbidden: { title: "Access denied", message: "You do not have permission to do this." },
  noClub: {
    message: "No golf club is selected. Choose a golf club first.",
    link: "Go to the club list",
    unassigned: "You are not assigned to a golf club yet. Please contact your manager.",
  },
  file: { none: "No file chosen", choose: "Choose file" },
  dropdown: { placeholder: "Select" },
  table: {
    pages: "Pages",
    page: "Page {{page}}",
    previousPages: "Previous pages",
    nextPages: "Next pages",
    loading: "Loading…",
    retry: "Retry",
    range: "{{from}}–{{to}} of {{total}}",
  },
  load: {
    loading: "Loading…",
    retry: "Retry",
    missing: "This item no longer exists.",
    failed: "This could not be loaded. Please try again.",
  },
  timePicker: { hour: "Hour", minute: "Minute" },
  failure: {
    throttled_one: "Too many attempts. Please wait {{count}} minute, then try again.",
    throttled_other: "Too many attempts. Please wait {{count}} minutes, then try again.",
    throttledUnknown: "Too many attempts. Please wait a few minutes, then try again.",
    unreachable: "The server could not be reached. Check your connection and try again.",
  },
};

export type CommonResources = typeof en;
