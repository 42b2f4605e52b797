// The production server as a real process: an enquiry committed before a
// `kill -9` is mailed after the restart, and SIGTERM lets a send finish.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/database.server";
import { saveEnquiry, type EnquiryInput } from "~/enquiries/enquiries.server";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink";
import { ensureBuild, startServerProcess, type RunningServer } from "../../tests/support/server-process";
import { waitFor } from "../../tests/support/wait-for";

/** The sources this test exercises through the bundle; a build older than any of them is rebuilt. */
const SOURCES = [
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "server/site-server.ts",
  "server/jobs/services.ts",
  "server/jobs/outbox-worker.ts",
  "app/db/database.server.ts",
  "app/db/migrations.server.ts",
  "app/notifications/notification-worker.server.ts",
  "app/notifications/channels/email.server.ts",
  "app/enquiries/enquiry-mail.server.ts",
  "app/env.server.ts",
];

const input: EnquiryInput = {
  name: "Marta Wiśniewska",
  email: "marta.w@example.com",
  phone: "+48 601 202 303",
  service: "plan-treningowy",
  message: "Proszę o kontakt w sprawie treningów dla dwóch osób.",
};

beforeAll(() => ensureBuild(SOURCES), 600_000);

/** Whether the server refuses connections, as it does first when told to stop. */
async function stoppedListening(server: RunningServer): Promise<boolean> {
  try {
    await fetch(`${server.url}/healthz`);
    return false;
  } catch {
    return true;
  }
}

describe("the server process", () => {
  const cleanups: (() => unknown)[] = [];
  let dir: string;
  let databaseUrl: string;
  let db: Kysely<Database>;

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    dir = mkdtempSync(path.join(tmpdir(), "site-crash-"));
    // A directory that does not exist yet: the server creates it and the schema at boot.
    databaseUrl = `sqlite:${path.join(dir, "data", "site.db")}`;
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  }

  const startServer = (env: Record<string, string>): Promise<RunningServer> => startServerProcess({ DATABASE_URL: databaseUrl, ...env }, cleanups);

  async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
    const started = await startSmtpSink(options);
    cleanups.push(() => started.close());
    return started;
  }

  function openDatabase() {
    db = createDatabase(databaseUrl);
    cleanups.push(() => db.destroy());
    return db;
  }

  const outboxRow = async (enquiryId: number) => db.selectFrom("outbox").selectAll().where("enquiry_id", "=", enquiryId).executeTakeFirstOrThrow();

  // Two starts of the built server, the first killed: most of its time.
  it("mails an enquiry committed before a kill -9 once the server is back", async () => {
    await setUp();
    const down = await sink();
    await down.close();
    // SMTP is down and the next look at the outbox is minutes away: the
    // process dies with the mail still owed, as right after the 303.
    const first = await startServer({ SMTP_URL: down.url, OUTBOX_POLL_MS: "600000" });
    openDatabase();
    const { id } = await saveEnquiry(db, input, { submissionKey: randomUUID(), spam: false, acknowledge: false });
    expect((await outboxRow(id)).status).toBe("pending");

    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

    const smtp = await sink();
    const second = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" });
    await waitFor(() => smtp.messages.length > 0, { what: "the mail after the restart", timeoutMs: 15_000 });
    expect(smtp.messages[0]!.header("Subject")).toBe("Nowe zapytanie: Plan treningowy — Marta Wiśniewska");
    await waitFor(async () => (await outboxRow(id)).status === "sent", { what: "the row to be recorded as sent" });

    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(smtp.messages).toHaveLength(1);
    const logs = [...first.output, ...second.output].join("");
    expect(logs).not.toContain(input.email);
    expect(logs).not.toContain(input.message);
  }, 60_000);

  // A start of the built server and its shutdown: most of its time is the start.
  it("on SIGTERM finishes the send in progress, closes the database and exits 0", async () => {
    await setUp();
    let answerTheSend!: () => void;
    const smtp = await sink({ acceptAfter: new Promise<void>((resolve) => (answerTheSend = resolve)) });
    const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" });
    openDatabase();
    const { id } = await saveEnquiry(db, input, { submissionKey: randomUUID(), spam: false, acknowledge: false });
    await waitFor(async () => (await outboxRow(id)).status === "sending", { what: "the send to start" });

    server.child.kill("SIGTERM");
    // The SMTP server answers only once the server is shutting down (it has stopped taking connections).
    await waitFor(() => stoppedListening(server), { what: "the server to stop listening" });
    answerTheSend();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(smtp.messages).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe("sent");
  }, 60_000);

  // A start of the built server, for what it says at boot.
  it("says once at boot that mail is off when SMTP_URL is unset, and still starts", async () => {
    await setUp();
    const server = await startServer({ SMTP_URL: "" });
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output.join("").match(/Wysyłanie e-maili jest wyłączone/g)).toHaveLength(1);
  }, 60_000);
});
