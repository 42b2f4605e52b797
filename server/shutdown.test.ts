// A server asked to stop stops (issue 77): SIGTERM while a mail goes to an
// SMTP server that never answers, a push to a host that never answers, and
// Litestream copying to a real SFTP fixture.destination. The process is gone within
// 10 s, saying what it cut short, and the mail it was sending goes out at the
// next start, not after its 10-minute lease.
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sendSignInLink } from "~/client-account/sign-in-links.server";
import { createDatabase, timestamp } from "~/db/database.server";
import { notify, savePushSubscription } from "~/notifications/index.server";
import { startPushReceiver } from "../tests/support/push-receiver";
import { copyDestinationFixture } from "../tests/support/copy-destination-fixture";
import { startServerProcess } from "../tests/support/server-process";
import { startSilentServer } from "../tests/support/silent-server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { waitFor } from "../tests/support/wait-for";

const SOURCES = ["server.js", "server/site-server.ts", "server/shutdown.ts", "server/jobs/services.ts", "server/jobs/replication.ts"];

/** Every file the destination holds: Litestream has copied once there is one. */
function filesIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe("a server asked to stop", () => {
  const fixture = copyDestinationFixture(SOURCES, "site-shutdown-");

  // Two starts of the built server, a stop that waits on a push time-out, and Litestream's first copy: their time.
  it("exits within 10 s while SMTP, a push service and the copy hang on, and sends the cut mail at the next start", async () => {
    const [smtp, pushHost, browser] = [await startSilentServer(), await startSilentServer(), await startPushReceiver()];
    fixture.cleanups.push(
      () => smtp.close(),
      () => pushHost.close(),
      () => browser.close(),
    );
    mkdirSync(path.join(fixture.dir, "data"));
    const databaseUrl = `sqlite:${path.join(fixture.dir, "data", "site.db")}`;
    const env = { DATABASE_URL: databaseUrl, BACKUP_URL: fixture.destination.url, OUTBOX_POLL_MS: "100", OUTBOUND_ALLOWED_HOSTS: "127.0.0.1" };
    const server = await startServerProcess({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, fixture.cleanups);
    await waitFor(() => filesIn(fixture.destination.directory).length > 0, { what: "Litestream's first copy", timeoutMs: 20_000 });

    // A client's sign-in mail, and the trainer's push to a phone whose push service never answers.
    const db = createDatabase(databaseUrl);
    fixture.cleanups.push(() => db.destroy());
    const now = new Date();
    const endpoint = `http://127.0.0.1:${pushHost.port}/push/device-1`;
    await savePushSubscription(db, { endpoint, ...browser.keys, name: "Telefon", topics: ["calendar"] }, now);
    await db.transaction().execute((trx) => notify(trx, { kind: "private_calendar_failed", recipient: "trainer", about: { none: true }, dueAt: now }));
    const { id: clientId } = await db
      .insertInto("clients")
      .values({ name: "Anna Nowak", email: "anna@example.com", phone: "", notes: "", created_at: timestamp(now), last_activity_at: timestamp(now) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("client_keys").values({ key: "e:anna@example.com", client_id: clientId }).execute();
    await sendSignInLink(db, "anna@example.com", now);
    await waitFor(() => smtp.connections() > 0 && pushHost.connections() > 0, { what: "the mail and the push to be in progress" });

    const asked = Date.now();
    server.child.kill("SIGTERM");
    const exit = await Promise.race([server.exited, new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 15_000))]);
    const stoppedInMs = Date.now() - asked;
    const log = server.output.join("");
    expect(exit, log).toEqual({ code: 1, signal: null });
    expect(stoppedInMs, log).toBeLessThan(10_000);
    expect(log).toMatch(/outbox: client_sign_in_link #\d+ \(client #\d+\) cut short by the stop/);
    const mail = await db.selectFrom("outbox").select(["status", "locked_until"]).where("channel", "=", "email").executeTakeFirstOrThrow();
    expect(mail).toEqual({ status: "pending", locked_until: null });

    // The next start, with SMTP working: the mail goes now, not when its lease would have run out.
    const sink = await startSmtpSink();
    fixture.cleanups.push(() => sink.close());
    await startServerProcess({ ...env, SMTP_URL: sink.url }, fixture.cleanups);
    await waitFor(() => sink.messages.length > 0, { what: "the sign-in mail after the restart", timeoutMs: 10_000 });
    expect(sink.messages.map((message) => message.envelope.to)).toEqual([["anna@example.com"]]);
  }, 90_000);
});
