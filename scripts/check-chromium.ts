// The browser tests drive Debian's Chromium (the full browser, for the specs
// that show notifications) and its headless shell (every other spec, as
// playwright.config.ts says); say how to get them when one is missing.
import { existsSync } from "node:fs";
import { FULL_CHROMIUM, HEADLESS_SHELL } from "./chromium-paths.ts";

const browsers = [
  { path: FULL_CHROMIUM, what: "Chromium", variable: "CHROME_PATH", apt: "chromium" },
  {
    path: HEADLESS_SHELL,
    what: "Chromium's headless shell",
    variable: "CHROME_HEADLESS_SHELL_PATH",
    apt: "chromium-headless-shell",
  },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
for (const browser of missing) {
  console.error(`${browser.what} was not found at ${browser.path} (${browser.variable}). Install it with: apt-get install ${browser.apt}`);
}
if (missing.length) process.exit(1);
