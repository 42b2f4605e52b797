// `npm run bench:restore [-- years]`: how long a dead disk takes to recover
// from with four years (or as many as given) of a busy trainer's data
// (seed:years): the database is made, Litestream copies it to a real SFTP
// destination on this machine (Debian's sshd, as the drill's), the database
// is deleted, and `npm run db:restore` brings it back. Prints the database's
// size, the first copy's time and the restore's, with what came back.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { startSftpServer } from "../tests/support/sftp-server.ts";
import { importCliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";

const years = Number(process.argv[2] ?? 4);
ensureBuild();
const dir = mkdtempSync(path.join(tmpdir(), "bench-restore-"));
const file = path.join(dir, "data", "site.db");
const destination = await startSftpServer();
const env = { ...process.env, DATABASE_URL: `sqlite:${file}`, BACKUP_URL: destination.url };
try {
  const seeded = spawnSync(process.execPath, ["scripts/seed-years.ts", String(years)], { env, stdio: ["ignore", "inherit", "inherit"] });
  if (seeded.status !== 0) throw new Error("seed:years failed");
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);

  process.env.BACKUP_URL = destination.url;
  const cli = await importCliBundle();
  const configFile = path.join(dir, "litestream.json");
  writeFileSync(configFile, cli.litestreamConfig(file, cli.env.BACKUP_URL!, 14), { mode: 0o600 });
  const started = performance.now();
  const litestream = spawn(cli.litestreamBinary(), ["replicate", "-no-expand-env", "-config", configFile], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    litestream.once("exit", (code) => reject(new Error(`Litestream exited (${code}) before its first copy`)));
    createInterface({ input: litestream.stdout }).on("line", (line) => {
      if (line.includes('"wal segment written"')) resolve();
    });
  });
  const firstCopyMs = performance.now() - started;
  litestream.kill("SIGTERM");
  await new Promise((resolve) => litestream.once("exit", resolve));
  rmSync(path.dirname(file), { recursive: true, force: true });

  const restoreStarted = performance.now();
  const restore = spawnSync(process.execPath, ["scripts/db-restore.ts"], { env, encoding: "utf8" });
  const restoreMs = performance.now() - restoreStarted;
  if (restore.status !== 0) throw new Error(`db:restore failed:\n${restore.stdout}${restore.stderr}`);
  console.log(restore.stdout.trim());
  console.log(
    `\n${years} years of data: ${megabytes} MB; first copy to the destination ${(firstCopyMs / 1000).toFixed(1)} s; ` +
      `npm run db:restore ${(restoreMs / 1000).toFixed(1)} s (Node's start included)`,
  );
} finally {
  await destination.close();
  rmSync(dir, { recursive: true, force: true });
}
