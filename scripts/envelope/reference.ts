// The reference pages `npm run audit:perf` measures beside the site
// (docs/performance.md, issue 29): a plain static page with the same text and
// no JavaScript and, when asked for, a minimal React Router page
// (minimal-app/, built here with the project's own react-router and
// @react-router/dev into a temporary directory), both served by
// serve-reference.ts. The minimal page's JavaScript, the figure the site is
// held to, is recorded by `npm run audit:reference` (minimal-page.ts).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sleep } from "../sleep.ts";

const APP = path.join(import.meta.dirname, "minimal-app");

/** The servers' addresses (`minimal` null when not asked for); `stop` ends the server and removes the build. */
export type References = { minimal: string | null; plain: string; stop: () => void };

/** The minimal app built into a temporary directory, with the project's packages beside it. */
function buildMinimalApp(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "minimal-react-router-"));
  const built = spawnSync("npx", ["react-router", "build", APP], {
    env: { ...process.env, NODE_ENV: "production", MINIMAL_APP_BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`the minimal React Router app did not build:\n${built.stdout}\n${built.stderr}`);
  // The server build imports react and react-router: the project's own, as the build used.
  symlinkSync(path.resolve(import.meta.dirname, "../../node_modules"), path.join(buildDir, "node_modules"), "dir");
  return buildDir;
}

/**
 * Starts the static page's server and, given `minimalPort`, builds and serves
 * the minimal app too; resolves once every server answers.
 */
export async function startReferences({ minimalPort, staticPort }: { minimalPort?: number; staticPort: number }): Promise<References> {
  const buildDir = minimalPort === undefined ? null : buildMinimalApp();
  // This Node, not the first on PATH: the server is TypeScript.
  const server = spawn(process.execPath, [path.join(import.meta.dirname, "serve-reference.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...(buildDir && { REFERENCE_BUILD_DIR: buildDir, MINIMAL_PORT: String(minimalPort) }),
      STATIC_PORT: String(staticPort),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited: number | null = null;
  server.on("exit", (code) => (exited = code));
  const stop = () => {
    server.kill("SIGTERM");
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  };
  const minimal = buildDir ? `http://localhost:${minimalPort}` : null;
  const plain = `http://localhost:${staticPort}`;
  const answers = async (origin: string | null) => origin === null || (await fetch(`${origin}/`)).ok;
  // A port already taken ends the server at once: never measure whatever else answers there.
  for (let i = 0; i < 200 && exited === null; i++) {
    try {
      if ((await answers(minimal)) && (await answers(plain)) && exited === null) return { minimal, plain, stop };
    } catch {
      await sleep(100);
    }
  }
  stop();
  throw new Error(`the reference servers on ports ${[minimalPort, staticPort].filter(Boolean).join(" and ")} did not start`);
}
