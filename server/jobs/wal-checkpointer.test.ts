import { statSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { startWalCheckpointer, type WalCheckpointer } from "./wal-checkpointer";

const silent = { info: () => {}, error: () => {} };

describe("startWalCheckpointer", () => {
  let test: TestDatabase;
  let checkpointer: WalCheckpointer | undefined;
  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = undefined;
    await test.drop();
  });

  const file = () => test.url.replace(/^sqlite:/, "");
  const autocheckpoint = async () => (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(test.db)).rows[0]!.wal_autocheckpoint;
  const writeRows = () =>
    test.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 300; i++) {
        await trx
          .insertInto("app_secrets")
          .values({ name: `secret-${i}-${Math.random()}`, value: "x".repeat(1000), created_at: new Date().toISOString() })
          .execute();
      }
    });

  it("copies the app's writes into the database file from another thread, and hands back on stop", async () => {
    test = await createTestDatabase("sqlite");
    checkpointer = await startWalCheckpointer(test.db, { file: file(), intervalMs: 50, log: silent });
    expect(await autocheckpoint()).toBe(0);

    const sizeBefore = statSync(file()).size;
    await writeRows();
    // Written to the log only: the request thread no longer checkpoints.
    expect(statSync(file()).size).toBe(sizeBefore);
    // The worker's next checkpoint copies them, however long a busy machine takes to run it.
    await expect.poll(() => statSync(file()).size, { timeout: 10_000 }).toBeGreaterThan(sizeBefore + 200_000);

    await checkpointer.stop();
    checkpointer = undefined;
    expect(await autocheckpoint()).toBe(1000);
  });

  it("gives checkpoints back to SQLite when the worker cannot work", async () => {
    test = await createTestDatabase("sqlite");
    const errors: string[] = [];
    checkpointer = await startWalCheckpointer(test.db, {
      file: "/nonexistent-dir/site.db",
      log: { ...silent, error: (message: string) => errors.push(message) },
    });
    await expect.poll(autocheckpoint).toBe(1000);
    expect(errors.join()).toMatch(/checkpoints in the background stopped/);
  });
});
