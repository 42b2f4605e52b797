// The continuous copy with the real Litestream and a real SFTP destination:
// a change reaches it within seconds; with the destination gone for an hour
// (the test's clock moved, not waited) the trainer is told once, and once
// again when it takes changes again.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HUNG_AFTER_MS, parseBackupUrl, STOPPED_AFTER_MS } from "~/backup";
import { replicaStatus } from "~/backup/index.server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { startSftpServer, type SftpServer } from "../../tests/support/sftp-server";
import { startReplication, type Replication } from "./replication";

const silent = { info: () => {}, error: () => {} };

describe("startReplication", () => {
  let test: TestDatabase;
  let destination: SftpServer | undefined;
  let replication: Replication | undefined;
  afterEach(async () => {
    await replication?.stop();
    replication = undefined;
    await destination?.close();
    destination = undefined;
    await test.drop();
  });

  const write = (name: string) => test.db.insertInto("app_secrets").values({ name, value: "x", created_at: new Date().toISOString() }).execute();
  const told = async () =>
    (
      await test.db
        .selectFrom("outbox")
        .select(["kind", "recipient", "data"])
        .where("kind", "in", ["backup_stopped", "backup_recovered"])
        .orderBy("id")
        .execute()
    ).map((row) => row.kind);

  it("copies changes within seconds, and tells the trainer once of an hour's outage and once of the recovery", async () => {
    test = await createTestDatabase("sqlite");
    destination = await startSftpServer();
    const sftp = destination;
    let clock = Date.now();
    let backupDays = 14;
    const now = () => new Date(clock);
    const databaseFile = test.url.replace(/^sqlite:/, "");
    const configFile = path.join(path.dirname(databaseFile), "litestream.json");
    replication = await startReplication({
      db: test.db,
      databaseFile,
      target: parseBackupUrl(sftp.url),
      keys: {},
      backupDays: () => backupDays,
      log: silent,
      now,
      checkEveryMs: 3_600_000,
      restartDelayMs: 100,
    });

    await write("first");
    await expect.poll(() => replication!.state().lastWrittenAt, { timeout: 15_000 }).not.toBeNull();
    expect(readdirSync(sftp.directory)).toEqual(["generations"]);
    expect(replicaStatus()?.failingSince).toBeNull();

    await sftp.stop();
    await write("while the destination is away");
    // Litestream's SFTP client waits for ever on the lost connection: the watch finds the write hung and starts it afresh, which fails to connect.
    await expect.poll(() => replication!.state().writing, { timeout: 15_000 }).not.toBeNull();
    clock += HUNG_AFTER_MS.segment;
    await replication.check();
    await expect.poll(() => replication!.state().lastError, { timeout: 15_000 }).toMatch(/connect/);
    // Failing since the hung write began: told an hour after that, not before.
    clock += STOPPED_AFTER_MS - HUNG_AFTER_MS.segment - 60_000;
    await replication.check();
    expect(await told()).toEqual([]);
    clock += 120_000;
    await replication.check();
    await replication.check();
    expect(await told()).toEqual(["backup_stopped"]);
    expect(replicaStatus()?.failingSince).not.toBeNull();

    await sftp.start();
    // The minute's check makes a change, which Litestream copies now that it can.
    await replication.check();
    await expect.poll(() => replication!.state().failingSince, { timeout: 30_000 }).toBeNull();
    expect(await told()).toEqual(["backup_stopped", "backup_recovered"]);

    // The trainer shortens the policy's days: Litestream starts again with them, and copies on.
    backupDays = 7;
    await replication.check();
    expect(JSON.parse(readFileSync(configFile, "utf8")).dbs[0].replicas[0].retention).toBe("167h");
    const before = replication.state().lastWrittenAt!;
    clock += 1000;
    await write("after the new days");
    await expect.poll(() => replication!.state().lastWrittenAt!.getTime(), { timeout: 15_000 }).toBeGreaterThan(before.getTime());
    expect(replication.state().failingSince).toBeNull();
  }, 60_000);

  it("counts a destination it cannot log in to (a wrong key file) as a failing copy, in Litestream's words", async () => {
    test = await createTestDatabase("sqlite");
    replication = await startReplication({
      db: test.db,
      databaseFile: test.url.replace(/^sqlite:/, ""),
      target: parseBackupUrl("sftp://kopie@127.0.0.1:1/kopie?key=/nonexistent/key"),
      keys: {},
      backupDays: () => 14,
      log: silent,
      restartDelayMs: 50,
    });
    await expect.poll(() => replicaStatus()?.failingSince, { timeout: 15_000 }).toBeInstanceOf(Date);
    expect(replication.state().lastError).toMatch(/cannot read sftp key path/);
  }, 30_000);
});
