// A mistyped DATABASE_URL stops `npm start` (scripts/start.ts imports
// server.js) at once: one line naming the problem, a non-zero exit, and no
// file made from the typo.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, freePort } from "../tests/support/server-process";

describe("a server started with a wrong DATABASE_URL", () => {
  let dir: string;
  beforeAll(() => {
    ensureBuild(["app/env.server.ts", "app/db/database-url.server.ts"]);
    dir = mkdtempSync(path.join(tmpdir(), "bad-configuration-"));
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["file:/tmp/cli-test.db", "file: addresses are not supported"],
    ["postgres:/x", "postgres: needs two slashes"],
    ["mysql://db/site", "mysql: is not supported"],
    ["sqlite", '"sqlite" is not an address'],
  ])(
    "%s: exits with code 1 and one line saying why, creating nothing",
    async (url, problem) => {
      const port = String(await freePort());
      // Run from an empty directory: a typo read as a relative SQLite path would show up in it.
      const started = spawnSync(process.execPath, [path.resolve("server.js")], {
        cwd: dir,
        env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, DATABASE_URL: url },
        encoding: "utf8",
        timeout: 20_000,
      });
      const output = started.stdout + started.stderr;
      expect(started.status, output).toBe(1);
      const lines = output.trim().split("\n");
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toContain(`Invalid configuration (see .env.example): DATABASE_URL: ${problem}`);
      expect(readdirSync(dir)).toEqual([]);
    },
    30_000,
  );
});
