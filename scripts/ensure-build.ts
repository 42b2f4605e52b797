// Builds the site when the build is missing or older than the sources. Used
// by `npm start` and `npm run db:migrate`. (Settings such as SITE_URL need no
// rebuild: the server renders its pages when it starts.)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_MARKER = "build/server/index.js";
const SOURCE_DIRS = ["app", "content", "public", "server"];

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(file) : statSync(file).mtimeMs);
  }
  return newest;
}

function buildReason(): string | null {
  if (!existsSync(BUILD_MARKER)) return "no build yet";
  const builtAt = statSync(BUILD_MARKER).mtimeMs;
  if (SOURCE_DIRS.some((dir) => existsSync(dir) && newestSourceTime(dir) > builtAt)) return "sources changed";
  return null;
}

/** Exits the process when the build fails. */
export function ensureBuild(): void {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  // A NODE_ENV other than production would make Vite bundle React's development build.
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
