// The minimal React Router page's JavaScript, as recorded in
// minimal-page.json by `npm run audit:reference` (scripts/audit-reference.ts):
// the figure every page of the site is held to by `npm run audit:perf`,
// read instead of building the minimal app (~25 s) in every audit. The
// record names the versions it was measured with: once one of them differs
// from what is installed, the figure may no longer be what that page ships,
// and the audit stops until it is measured again.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const PROJECT = path.resolve(import.meta.dirname, "../..");
/** The record, as named from the project's root, and its full path. */
export const REFERENCE_NAME = "scripts/envelope/minimal-page.json";
export const REFERENCE_FILE = path.join(PROJECT, REFERENCE_NAME);

/**
 * What makes the page's scripts: the router and React they ship, and the
 * plugin and Vite that bundle and minify them. (The minimal app's build uses
 * the project's own copies: scripts/envelope/reference.ts.)
 */
export const MEASURED_PACKAGES = ["react-router", "react", "react-dom", "@react-router/dev", "vite"] as const;

export type Versions = Record<string, string>;
/** `js`: the bytes transferred, headers included, for the scripts the page's HTML names (scripts/audit/page-facts.ts). */
export type MinimalPageReference = { js: number; measuredOn: string; versions: Versions };

/** The version of each measured package in node_modules. */
export function installedVersions(nodeModules = path.join(PROJECT, "node_modules")): Versions {
  const version = (name: string) => (JSON.parse(readFileSync(path.join(nodeModules, name, "package.json"), "utf8")) as { version: string }).version;
  return Object.fromEntries(MEASURED_PACKAGES.map((name) => [name, version(name)]));
}

/** Why the record no longer holds for what is installed, or null when it does. */
export function staleness(recorded: Versions, installed: Versions): string | null {
  const changed = MEASURED_PACKAGES.filter((name) => recorded[name] !== installed[name]);
  if (changed.length === 0) return null;
  const changes = changed.map((name) => `${name} ${recorded[name] ?? "(not recorded)"} → ${installed[name]}`).join(", ");
  return `The minimal React Router page's JavaScript (${REFERENCE_NAME}) was measured with other versions than are installed: ${changes}. Run \`npm run audit:reference\` to measure it again, and commit the file.`;
}

/** The recorded figure; throws with what to do when it was measured with other versions than are installed. */
export function readReference(installed = installedVersions(), file = REFERENCE_FILE): MinimalPageReference {
  const reference = JSON.parse(readFileSync(file, "utf8")) as MinimalPageReference;
  const stale = staleness(reference.versions, installed);
  if (stale) throw new Error(stale);
  return reference;
}

export function writeReference(reference: MinimalPageReference, file = REFERENCE_FILE): void {
  writeFileSync(file, `${JSON.stringify(reference, null, 2)}\n`);
}
