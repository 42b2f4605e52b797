// The reference pages `npm run audit:perf` measures beside the site in the
// same run (docs/performance.md, issue 29): a minimal React Router page
// (minimal-app/, built here with the project's own react-router and
// @react-router/dev into a temporary directory) and a plain static page with
// the same text and no JavaScript, both served by serve-reference.ts.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sleep } from "../sleep.ts";

const APP = path.join(import.meta.dirname, "minimal-app");

export type References = { minimal: string; plain: string; stop: () => void };

/**
 * Builds the minimal app and starts both reference servers; resolves once
 * both answer. `minimal` and `plain` are their addresses; `stop` ends the
 * server and removes the build.
 */
export async function startReferences({ minimalPort, staticPort }: { minimalPort: number; staticPort: number }): Promise<References> {
  const buildDir = mkdtempSync(path.join(tmpdir(), "minimal-react-router-"));
  const built = spawnSync("npx", ["react-router", "build", APP], {
    env: { ...process.env, NODE_ENV: "production", MINIMAL_APP_BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`the minimal React Router app did not build:\n${built.stdout}\n${built.stderr}`);
  // The server build imports react and react-router: the project's own, as the build used.
  symlinkSync(path.resolve(import.meta.dirname, "../../node_modules"), path.join(buildDir, "node_modules"), "dir");
  // This Node, not the first on PATH: the server is TypeScript.
  const server = spawn(process.execPath, [path.join(import.meta.dirname, "serve-reference.ts")], {
    env: { ...process.env, NODE_ENV: "production", REFERENCE_BUILD_DIR: buildDir, MINIMAL_PORT: String(minimalPort), STATIC_PORT: String(staticPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited: number | null = null;
  server.on("exit", (code) => (exited = code));
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(buildDir, { recursive: true, force: true });
  };
  const minimal = `http://localhost:${minimalPort}`;
  const plain = `http://localhost:${staticPort}`;
  // A port already taken ends the server at once: never measure whatever else answers there.
  for (let i = 0; i < 200 && exited === null; i++) {
    try {
      if ((await fetch(`${minimal}/`)).ok && (await fetch(`${plain}/`)).ok && exited === null) return { minimal, plain, stop };
    } catch {
      await sleep(100);
    }
  }
  stop();
  throw new Error(`the reference servers on ports ${minimalPort} and ${staticPort} did not start`);
}
