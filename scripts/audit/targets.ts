// What the audit measures: the site's public pages (PAGES=/,/kontakt: only
// those), then the reference pages served in the run, each with the runs it collects.
import { publicPages } from "../../app/lib/public-pages.ts";
import type { AuditRun } from "./lighthouse-run.ts";

export const MINIMAL_LABEL = "minimalny React Router";
export const STATIC_LABEL = "statyczna strona";

/** A page measured: `gated` only for the site's, `ratio` where there is JavaScript to block. */
export type Target = { label: string; path: string; indexed: boolean; url: string; gated: boolean; ratio: boolean; runs: AuditRun[]; ratios: number[] };
/** The servers of the site and of the reference pages (`minimal` null when that page is not measured in the run). */
export type Origins = { site: string; minimal: string | null; plain: string };
type Page = { path: string; indexed: boolean };

/** The site's pages PAGES names (all of them without it); a name that is no page stops the audit. */
export function selectedPages(names: string | undefined): Page[] {
  const only = names?.split(",").map((page) => page.trim());
  const unknown = only?.filter((page) => !publicPages.some(({ path }) => path === page)) ?? [];
  if (unknown.length) throw new Error(`PAGES: not a page this script knows: ${unknown.join(", ")}`);
  return publicPages.filter((page) => !only || only.includes(page.path));
}

/** Every page measured, the site's first. */
export function auditTargets(pages: Page[], origins: Origins): Target[] {
  return [
    ...pages.map((page) => ({ label: page.path, path: page.path, indexed: page.indexed, base: origins.site, gated: true, ratio: true })),
    ...(origins.minimal ? [{ label: MINIMAL_LABEL, path: "/", indexed: true, base: origins.minimal, gated: false, ratio: true }] : []),
    { label: STATIC_LABEL, path: "/", indexed: true, base: origins.plain, gated: false, ratio: false },
  ].map(({ base, ...target }) => ({ ...target, url: `${base}${target.path}`, runs: [], ratios: [] }));
}
