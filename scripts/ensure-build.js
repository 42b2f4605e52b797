// Builds the site when the build is missing or older than the sources (or was
// made for another SITE_URL). Used by `npm start` and `npm run db:migrate`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_MARKER = "build/server/index.js";
const SOURCE_DIRS = ["app", "content", "public", "server"];

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/** The SITE_URL the pages were pre-rendered with, read from the home page's canonical link. */
function builtSiteUrl() {
  const html = readFileSync("build/client/index.html", "utf8");
  return html.match(/<link rel="canonical" href="([^"]*?)\/?"/)?.[1];
}

function buildReason() {
  if (!existsSync(BUILD_MARKER) || !existsSync("build/client/index.html")) return "no build yet";
  const builtAt = statSync(BUILD_MARKER).mtimeMs;
  if (SOURCE_DIRS.some((dir) => existsSync(dir) && newestSourceTime(dir) > builtAt)) return "sources changed";
  const wanted = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
  if (builtSiteUrl() !== wanted) return `SITE_URL is now ${wanted}`;
  return null;
}

/** Exits the process when the build fails. */
export function ensureBuild() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
