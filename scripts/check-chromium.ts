// The browser tests drive Debian's Chromium; say how to get it when it is missing.
import { existsSync } from "node:fs";

const chromium = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install it with: apt-get install chromium`);
  process.exit(1);
}
