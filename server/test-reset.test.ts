// The test servers' reset (server/test-reset.ts) exists only where a test
// asked for it: a server started with tests/support/test-reset.mjs empties
// its data on an IPC message; the same server started as production starts
// it, even with an IPC channel, ignores that message and has no such address.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAMP_SECRET_NAME } from "~/forms/form-stamp.server";
import { ensureBuild, freePort } from "../tests/support/server-process";
import { startTestServer } from "../tests/support/test-server";
import { waitFor } from "../tests/support/wait-for";
import { offerTestReset } from "./test-reset";

/** Whether the server's database holds the form stamps' secret, which the server makes when it first renders a form. */
function hasStampSecret(databaseFile: string): boolean {
  const db = new SqliteDatabase(databaseFile, { readonly: true });
  try {
    return db.prepare("select 1 from app_secrets where name = ?").get(STAMP_SECRET_NAME) !== undefined;
  } finally {
    db.close();
  }
}

describe("offerTestReset", () => {
  const registry = Symbol.for("site.test-reset");
  const reset = async () => undefined;
  afterAll(() => void delete (globalThis as Record<symbol, unknown>)[registry]);

  it("hands the reset to nobody in a process without the test module's registry", () => {
    expect(offerTestReset(reset)).toBe(false);
  });

  it("hands it to the registry only when the process has an IPC channel as well", () => {
    const handed: unknown[] = [];
    (globalThis as Record<symbol, unknown>)[registry] = (given: unknown) => handed.push(given);
    const send = process.send;
    try {
      process.send = undefined;
      expect(offerTestReset(reset)).toBe(false);
      process.send = () => true;
      expect(offerTestReset(reset)).toBe(true);
    } finally {
      process.send = send;
    }
    expect(handed).toEqual([reset]);
  });
});

describe("a test server's reset", () => {
  const cleanups: (() => unknown)[] = [];
  beforeAll(() => ensureBuild(["server.js", "server/app.ts", "server/site-server.ts", "server/test-reset.ts", "server/jobs/services.ts"]), 600_000);
  afterAll(() => cleanups.forEach((cleanup) => cleanup()));

  it("empties the data of a server started with tests/support/test-reset.mjs, which then serves as after a fresh start", async () => {
    const server = await startTestServer({}, { resettable: true });
    cleanups.push(() => server.stop());
    expect((await fetch(`${server.url}/kontakt`)).status).toBe(200);
    expect(hasStampSecret(server.databaseFile)).toBe(true);

    const since = await server.reset();
    expect(hasStampSecret(server.databaseFile)).toBe(false);
    expect(server.output.slice(since).join("\n")).not.toContain("test reset");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/oferta`)).status).toBe(200);
    expect((await fetch(`${server.url}/kontakt`)).status).toBe(200);
    expect(hasStampSecret(server.databaseFile)).toBe(true);
  }, 120_000);

  it("is not there in a server started as production starts it, even with an IPC channel: the message changes nothing", async () => {
    const port = await freePort();
    const databaseFile = path.join(tmpdir(), `site-reset-${randomUUID()}.db`);
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseFile },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    cleanups.push(() => child.kill("SIGKILL"));
    const answers: unknown[] = [];
    child.on("message", (message) => answers.push(message));
    let output = "";
    for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output.includes("Strona działa pod adresem") || child.exitCode !== null, { what: "the plain server to start", timeoutMs: 60_000 });
    expect(child.exitCode, output).toBeNull();
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/kontakt`)).status).toBe(200);

    child.send({ resetData: true });
    // Answered after the message has been read: a reset would by then have stopped the database it reads.
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: "ok", database: "ok" });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    expect(answers).toEqual([]);
    expect(output).not.toContain("test reset");
    expect(hasStampSecret(databaseFile)).toBe(true);
  }, 120_000);
});
