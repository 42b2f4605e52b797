// Debian's Chromium builds the tests, the audit and the guide's screenshots
// drive: the full browser (CHROME_PATH) and the same build without the
// browser around it, its headless shell (CHROME_HEADLESS_SHELL_PATH), which
// uses about a quarter less CPU (docs/performance.md, "The headless shell").
export const FULL_CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";
export const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";
