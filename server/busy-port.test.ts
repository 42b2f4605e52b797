// A second instance started on a port that is taken stops at once, says
// which port, and starts nothing on its database; the first keeps serving.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, freePort, startServerProcess } from "../tests/support/server-process";

describe("a server started on a busy port", () => {
  const cleanups: (() => unknown)[] = [];
  let dir: string;
  beforeAll(() => {
    ensureBuild(["server/app.ts", "server/site-router.ts", "server/jobs/services.ts"]);
    dir = mkdtempSync(path.join(tmpdir(), "busy-port-"));
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  // Two starts of the built server, the second on the first's port: their time.
  it("exits with code 1 naming the port, before it migrates anything, and the first instance still serves", async () => {
    const port = String(await freePort());
    const first = await startServerProcess({ PORT: port, DATABASE_URL: path.join(dir, "first.db") }, cleanups);

    const secondDatabase = path.join(dir, "second.db");
    const second = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, SITE_URL: first.url, DATABASE_URL: secondDatabase },
      stdio: ["ignore", "pipe", "pipe"],
    });
    cleanups.push(() => second.exitCode === null && second.signalCode === null && second.kill("SIGKILL"));
    let output = "";
    second.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    second.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exit = await Promise.race([
      new Promise<number | null>((resolve) => second.once("exit", (code) => resolve(code))),
      // A bound against a hang, not a speed target: loading the build took over 5 s once on a machine busy with two other
      // test runs (23:55, 27 November), and the second instance, still loading, had not yet reached its port.
      new Promise<string>((resolve) => setTimeout(() => resolve("still running after 20 s"), 20_000)),
    ]);

    expect(exit, output).toBe(1);
    expect(output).toContain(`Port ${port} jest już zajęty`);
    expect(output).not.toContain("Strona działa pod adresem");
    expect(existsSync(secondDatabase), "the second instance opened its database").toBe(false);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${first.url}/`)).status).toBe(200);
  }, 30_000);
});
