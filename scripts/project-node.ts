// The project's own Node.js: the `node` package pinned in package.json's
// devDependencies, the major production runs (the Dockerfile's node:24);
// decision 016. `npm run …` and `npx …` put node_modules/.bin first on PATH,
// so `node` there is this one; the machine's Node (Debian's 20 here) only
// runs npm.
import { readFileSync } from "node:fs";

type PackageJson = { devDependencies: { node: string } };

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as PackageJson;
export const projectNodeVersion = packageJson.devDependencies.node;

/** Stops `what` (a test run) on any other major of Node, saying which Node it found and how to get the right one. */
export function assertProjectNode(what: string): void {
  const wanted = projectNodeVersion.split(".")[0];
  if (process.versions.node.split(".")[0] === wanted) return;
  throw new Error(
    `${what} run on Node ${process.version} (${process.execPath}), but the project runs on Node ${projectNodeVersion}, ` +
      "the one production runs (node_modules/.bin/node; docs/decisions/016). Start them through npm (`npm test`, " +
      "`npm run test:unit`) or npx (`npx vitest`, `npx playwright test`), which put it first on PATH; " +
      "without node_modules/.bin/node, run `npm install`.",
  );
}
