// Run by ensureBuild under a lock (flock): builds the site unless the bundle
// is newer than every file named on the command line.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const BUNDLE = "build/server/index.js";
const builtAt = existsSync(BUNDLE) ? statSync(BUNDLE).mtimeMs : 0;
if (!process.argv.slice(2).every((file) => statSync(file).mtimeMs < builtAt)) {
  // Vitest sets NODE_ENV=test, and Vite would bundle React's development build.
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) {
    process.stderr.write(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
    process.exit(1);
  }
}
