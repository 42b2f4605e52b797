// The server bundle's entry for the command-line scripts (build/server/cli.js,
// built from server/cli.ts): the database, its migrations and the content,
// without the pages. The scripts reach the database through it so that
// DATABASE_URL means exactly what it means to the server. Imported by its
// path when the script runs, typed by its source.
import { existsSync } from "node:fs";

export type CliBundle = typeof import("../server/cli.ts");

export const CLI_BUNDLE = new URL("../build/server/cli.js", import.meta.url);

/** The bundle of the build as it is (call ensureBuild() first to bring it up to date). */
export async function importCliBundle(): Promise<CliBundle> {
  return (await import(CLI_BUNDLE.href)) as CliBundle;
}

/**
 * The bundle without ever building, for the scripts that run beside a live
 * server (a nightly job must not rebuild the site under it). Without a build,
 * says what to run, then `next` (", then back up"), and exits.
 */
export async function existingCliBundle(next: string): Promise<CliBundle> {
  if (!existsSync(CLI_BUNDLE)) {
    console.error(`There is no build yet: run \`npm start\` (or \`npm run build\`) once${next}.`);
    process.exit(1);
  }
  return importCliBundle();
}
