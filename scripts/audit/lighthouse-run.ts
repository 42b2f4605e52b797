// One Lighthouse run (mobile, default settings) in Debian's Chromium
// headless shell, with the main-thread breakdown of its trace, and what the
// audit reads of the report's tables. The shell gives the same scores and
// bytes as the full browser for a third less CPU: the audit beside the unit
// tests, 56 against 87 CPU-s (docs/performance.md, "Issue 57 (2026-11-27, fifth)").
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { afterFirstPaint, type MainThreadBreakdown } from "./main-thread.ts";
import { HEADLESS_SHELL } from "../chromium-paths.ts";
import { SITE_CHUNK, SITE_JS_PATTERN } from "./site-chunks.ts";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export type AuditRun = { lhr: Result; mainThread: MainThreadBreakdown | null };
/** A row of Lighthouse's network-requests table: the fields read here. */
export type NetworkRequest = { url: string; resourceType?: string; transferSize: number; networkRequestTime: number; statusCode: number };

/** The rows of a table audit; Lighthouse types them loosely (any audit's details), so the caller names what its rows hold. */
export function tableItems<Row>(lhr: Result, auditId: string): Row[] {
  const details = lhr.audits[auditId]?.details;
  return details && "items" in details ? (details.items as unknown as Row[]) : [];
}

/** An audit's numeric value (a metric, a byte count), NaN where the run has none. */
export const numericValue = (lhr: Result, auditId: string): number => lhr.audits[auditId]?.numericValue ?? NaN;

/**
 * One Lighthouse run in a Chrome of its own, so that no run inherits another's
 * processes or memory, with the main-thread breakdown of its trace (null when
 * the run stayed broken); the trace itself is dropped. A run Lighthouse itself
 * reports as broken (a runtimeError, such as a trace it could not read) is
 * repeated, twice at most.
 */
export async function audit(
  url: string,
  { blockJs = false, headers }: { blockJs?: boolean; headers?: Record<string, string> } = {},
  attempt = 1,
): Promise<AuditRun> {
  const chrome = await chromeLauncher.launch({ chromePath: HEADLESS_SHELL, chromeFlags: CHROME_FLAGS });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(blockJs && { blockedUrlPatterns: [SITE_JS_PATTERN] }),
      ...(headers && { extraHeaders: headers }),
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError && attempt < 3) {
    console.error(`${url}: Lighthouse run failed (${lhr.runtimeError.code}), running it again`);
    return audit(url, { blockJs, headers }, attempt + 1);
  }
  const { throttlingMethod, throttling } = lhr.configSettings;
  const cpuMultiplier = throttlingMethod === "simulate" ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
  return { lhr, mainThread: lhr.runtimeError ? null : await afterFirstPaint(artifacts.Trace, cpuMultiplier) };
}

/** A blocked run that fetched one of the site's scripts after all would make its ratio meaningless. */
export function assertBlocked({ lhr }: AuditRun): void {
  const loaded = tableItems<NetworkRequest>(lhr, "network-requests").find((request) => SITE_CHUNK.test(request.url) && request.statusCode > 0);
  if (loaded) throw new Error(`${lhr.finalDisplayedUrl}: a run meant to block the site's scripts loaded ${loaded.url}`);
}
