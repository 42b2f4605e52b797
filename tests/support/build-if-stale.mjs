// Run by ensureBuild under a lock (flock): builds the site unless the bundle
// is newer than every file named on the command line.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const BUNDLE = "build/server/index.js";
const builtAt = existsSync(BUNDLE) ? statSync(BUNDLE).mtimeMs : 0;
if (!process.argv.slice(2).every((file) => statSync(file).mtimeMs < builtAt)) {
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8" });
  if (build.status !== 0) {
    process.stderr.write(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
    process.exit(1);
  }
}
