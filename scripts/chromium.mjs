// How the end-to-end suite and the front-end benchmark drive Chromium: Debian's build (Playwright's own browser
// downloads are not available on these machines), headless and without background traffic that would skew timings.
export const chromiumLaunchOptions = (env = process.env) => ({
  executablePath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
