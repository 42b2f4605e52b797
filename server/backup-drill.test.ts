// The drill of a dead disk (issue 59): the server as it runs, copying to a
// real SFTP destination (Debian's OpenSSH on 127.0.0.1); clients book, the
// trainer marks sessions paid and uploads a photo; the server is killed
// (SIGKILL, Litestream with it) a moment after a booking is confirmed to the
// client, its data directory deleted; `npm run db:restore` brings it back and
// the server starts on it. Every booking confirmed before the last second or
// two must be there, the photo too, and nothing damaged.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../playwright.config";
import { signInToServer } from "../tests/support/admin-session";
import { book, bookingDays, runRestore, uploadPhoto, type ConfirmedBooking } from "../tests/support/backup-drill";
import { copyDestinationFixture } from "../tests/support/copy-destination-fixture";
import { startServerProcess } from "../tests/support/server-process";
import { waitFor } from "../tests/support/wait-for";

const SOURCES = [
  "server.js",
  "server/site-server.ts",
  "server/jobs/services.ts",
  "server/jobs/replication.ts",
  "scripts/db-restore.ts",
  "app/backup/litestream.server.ts",
];
/** Litestream copies once a second: a booking confirmed this long before the kill must have reached the fixture.destination. */
const COPIED_WITHIN_MS = 3000;

function markPaid(file: string, emails: string[]) {
  const live = new SqliteDatabase(file);
  try {
    const paid = live.prepare(
      "insert into ledger_entries (kind, method, amount, at, booking_id, what, document, recorded_by) select 'payment', 'blik', 150, ?, id, service_name, 'T-' || id, 'trainer' from bookings where email = ?",
    );
    for (const email of emails) paid.run(new Date().toISOString(), email);
  } finally {
    live.close();
  }
}

describe("a dead disk", () => {
  const fixture = copyDestinationFixture(SOURCES, "site-drill-");

  it("loses no confirmed booking, payment or photo: restored from the continuous copy in one command", async () => {
    const file = path.join(fixture.dir, "data", "site.db");
    const env = {
      DATABASE_URL: `sqlite:${file}`,
      BACKUP_URL: fixture.destination.url,
      BOOKING_RATE_LIMIT: "1000",
      ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
      ADMIN_EMAIL: TEST_ADMIN.email,
    };
    const server = await startServerProcess(env, fixture.cleanups);
    const cookie = await signInToServer(server.url);
    const photo = await uploadPhoto(server.url, cookie);
    const days = await bookingDays(server.url);
    // Spread over the first three days (each day's order starting at its turn), the next ones when those fill up.
    const from = (first: number) => [...days.slice(first % 3), ...days.slice(0, first % 3)];
    const confirmed: ConfirmedBooking[] = [];
    for (let index = 0; index < 8; index++) {
      confirmed.push(await book(server.url, env.DATABASE_URL, from(index), index));
      // The trainer marks the first two sessions paid, as her "Zapłacono" does; six bookings follow, each a change the copy takes after it.
      if (index === 1) markPaid(file, ["klient0@example.com", "klient1@example.com"]);
    }
    // How far behind the copy is: from the last booking's confirmation to the destination taking it.
    const lastBefore = confirmed.at(-1)!.confirmedAt;
    const replica = await waitFor(
      async () => {
        const { replica } = (await (await fetch(`${server.url}/healthz`)).json()) as { replica?: { lastWrittenAt: string | null } };
        return replica?.lastWrittenAt && Date.parse(replica.lastWrittenAt) >= lastBefore ? replica : null;
      },
      { what: "the copy to take the bookings", timeoutMs: 15_000 },
    );
    const lagMs = Date.parse(replica.lastWrittenAt!) - lastBefore;

    // One more booking, confirmed to its client; a moment later the machine is gone.
    confirmed.push(await book(server.url, env.DATABASE_URL, days, confirmed.length));
    server.child.kill("SIGKILL");
    const killedAt = Date.now();
    await server.exited;
    rmSync(path.join(fixture.dir, "data"), { recursive: true, force: true });

    const restore = await runRestore(env);
    expect(restore.output).toContain("Integrity check: ok");
    expect(restore.code).toBe(0);

    const restored = new SqliteDatabase(file, { readonly: true });
    const emails = new Set((restored.prepare("select email from bookings").all() as { email: string }[]).map((row) => row.email));
    const lost = confirmed.filter((booking) => !emails.has(booking.email));
    // Only what was confirmed in the last moments before the kill may be missing.
    expect(lost.filter((booking) => killedAt - booking.confirmedAt > COPIED_WITHIN_MS)).toEqual([]);
    expect(restored.prepare("select count(*) as n from ledger_entries where booking_id is not null").get()).toEqual({ n: 2 });
    const photoRow = restored.prepare("select original, status from photos").get() as { original: Buffer; status: string };
    expect(Buffer.compare(photoRow.original, photo.original)).toBe(0);
    expect(photoRow.status).toBe("ready");
    const variant = restored.prepare("select photo_id, width, format, bytes from photo_variants where format = 'jpg' limit 1").get() as
      { photo_id: string; width: number; format: string; bytes: Buffer } | undefined;
    expect(variant).toBeDefined();
    restored.close();
    console.log(
      `Backup drill: replica lag ${lagMs} ms after a confirmed booking; restore ${Math.round(restore.ms)} ms; ` +
        `${confirmed.length - lost.length} of ${confirmed.length} confirmed bookings back (lost: ${lost.length}, confirmed ${lost.map((booking) => killedAt - booking.confirmedAt).join(", ") || "–"} ms before the kill)`,
    );

    // The site runs on what came back, and copies again; a second restore over it is refused.
    const again = await startServerProcess(env, fixture.cleanups);
    const served = await fetch(`${again.url}/zdjecia/${variant!.photo_id}-${variant!.width}.jpg`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), variant!.bytes)).toBe(0);
    await waitFor(async () => ((await (await fetch(`${again.url}/healthz`)).json()) as { replica?: { lastWrittenAt: string | null } }).replica?.lastWrittenAt, {
      what: "the restored database to be copied again",
      timeoutMs: 15_000,
    });
    const refused = await runRestore(env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("There is a database at");
    const forcedWhileRunning = await runRestore(env, ["--force"]);
    expect(forcedWhileRunning.code).toBe(1);
    expect(forcedWhileRunning.output).toContain("stop the server first");
    // A moment before the first copy has nothing to go back to; said so, nothing written.
    const elsewhere = path.join(fixture.dir, "elsewhere", "site.db");
    const tooEarly = await runRestore({ ...env, DATABASE_URL: `sqlite:${elsewhere}` }, ["--to", "2020-01-01 12:00"]);
    expect(tooEarly.output).toContain("as it was at 2020-01-01T11:00:00.000Z");
    expect(tooEarly.output).toContain("Nothing was restored: the destination has no copy from 2020-01-01T11:00:00.000Z or earlier");
    expect(tooEarly.code).toBe(1);
    expect(existsSync(elsewhere)).toBe(false);
  }, 120_000);
});
