// When the destination last took a change, as Litestream lists its copies
// (`litestream generations`: a table whose last column is the newest change's
// time). Read once at the start, before Litestream has anything to say.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The newest `end` in the table; null when there is no copy yet or the destination does not answer within 30 s. */
export function lastWrittenOf(table: string): Date | null {
  const ends = table
    .trim()
    .split("\n")
    .slice(1)
    .map((row) => Date.parse(row.trim().split(/\s+/).at(-1) ?? ""))
    .filter((time) => Number.isFinite(time));
  return ends.length ? new Date(Math.max(...ends)) : null;
}

export async function replicaLastWritten(binary: string, configFile: string, databaseFile: string, env: NodeJS.ProcessEnv): Promise<Date | null> {
  try {
    const { stdout } = await run(binary, ["generations", "-no-expand-env", "-config", configFile, databaseFile], { env, timeout: 30_000 });
    return lastWrittenOf(stdout);
  } catch {
    return null;
  }
}
