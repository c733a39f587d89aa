import type { Shape } from "platform/i18n/texts";

export const en = {
  appTitle: "Golf Back-office",
  sideBar: {
    logOut: "Log out",
    expand: "Expand menu",
    collapse: "Collapse menu",
    toProfile: "Go to my profile",
    nameError: "Error",
    menu: "Main menu",
  },
  topBar: { language: "Language", back: "Back" },
  error: {
    title: "Page not found",
    body: "The page you were looking for does not exist or has moved.",
    toWelcome: "Go to the start page",
    startFailed: "The application could not start. Please reload the page.",
  },
  loading: "Loading…",
};

export type ShellTexts = Shape<typeof en>;
