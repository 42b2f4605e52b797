// Litestream (ADR 031): the binary of Fly.io's @flydotio/litestream packages,
// and its configuration for our one database and BACKUP_URL's destination.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BackupTarget } from "./backup-url";

/** The keys of an S3 bucket, given to Litestream through its environment so that no file holds them. */
export type BucketKeys = { accessKeyId?: string; secretAccessKey?: string };

/**
 * The binary itself, from the platform's package (an optional dependency:
 * only Linux on x64 has one published), not the `@flydotio/litestream`
 * wrapper: it runs the binary with spawnSync, which would leave it orphaned
 * when killed, and lists platform packages the registry does not have, which
 * `npm ci` refuses.
 */
export function litestreamBinary(): string {
  const packageName = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return createRequire(import.meta.url).resolve(`${packageName}/litestream`);
  } catch {
    throw new Error(`BACKUP_URL needs Litestream, which @flydotio/litestream ships only for Linux on x64 (no ${packageName} is installed)`);
  }
}

/** The replica as Litestream's configuration names it: everything BACKUP_URL said but the keys. */
function replicaOf(target: BackupTarget): Record<string, string> {
  if (target.type === "sftp") {
    const { host, user, path: directory, keyPath, password } = target;
    return { type: "sftp", host, user, path: directory, ...(keyPath && { "key-path": keyPath }), ...(password && { password }) };
  }
  const { bucket, path: prefix, endpoint, region } = target;
  return { type: "s3", bucket, path: prefix, ...(endpoint && { endpoint }), ...(region && { region }) };
}

/**
 * How long the copies keep what the database no longer has: the privacy
 * policy's backup days. A daily snapshot (more often when the days are few)
 * lets Litestream delete every snapshot and log older than the retention at
 * its hourly check; the retention is an hour short of the days, so that an
 * erased client's data has left the destination when the days are over.
 */
function retentionOf(backupDays: number) {
  const hours = backupDays * 24;
  return { retention: `${hours - 1}h`, "snapshot-interval": `${Math.min(24, hours / 2)}h`, "retention-check-interval": "1h" };
}

/** Litestream's configuration (JSON is YAML) for `databaseFile`, replicated to `target` once a second. */
export function litestreamConfig(databaseFile: string, target: BackupTarget, backupDays: number): string {
  const replica = { ...replicaOf(target), "sync-interval": "1s", ...retentionOf(backupDays) };
  return JSON.stringify({
    logging: { type: "json", level: "info" },
    dbs: [{ path: path.resolve(databaseFile), "monitor-interval": "1s", replicas: [replica] }],
  });
}

/** Writes the configuration beside the database, readable by its owner only (an SFTP password may be in it); returns its path. */
export function writeLitestreamConfig(databaseFile: string, config: string): string {
  const directory = path.dirname(path.resolve(databaseFile));
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = path.join(directory, "litestream.json");
  writeFileSync(file, config, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** Litestream's environment: the bucket's keys under the names it reads, nothing else of ours. */
export function litestreamEnvironment(keys: BucketKeys): NodeJS.ProcessEnv {
  const { PATH, HOME, TZ } = process.env;
  return {
    PATH,
    HOME,
    TZ,
    ...(keys.accessKeyId && { LITESTREAM_ACCESS_KEY_ID: keys.accessKeyId }),
    ...(keys.secretAccessKey && { LITESTREAM_SECRET_ACCESS_KEY: keys.secretAccessKey }),
  };
}
