import { createHash } from "node:crypto";
import { paymentPageOrigin } from "~/online-payments/index.server";
import { pooledRandomBytes } from "~/lib/random-pool.server";
import type { RequestHandler, Response } from "express";

/** What inline code a page may run: the hashes of a cached page's code, or a per-response nonce. */
export type InlineSources = { scripts: string[]; styles: string[] };

// Inline scripts, but not JSON-LD, which browsers never run. (The inert
// start-up script, type="text/plain", is included: it runs once woken.)
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The CSP sources that allow exactly the inline scripts and styles of this
 * HTML: a page rendered once and sent to every visitor cannot carry a
 * per-response nonce, so its policy lists the hashes of its inline code.
 */
export function inlineSources(html: string): InlineSources {
  const hashes = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => sha256Source(match[1] ?? "")))];
  return { scripts: hashes(INLINE_SCRIPT), styles: hashes(INLINE_STYLE) };
}

/**
 * Where a form's answer may lead besides the site: the payment provider's
 * page, which an order's redirect opens (a browser applies form-action to the
 * redirect after a form, so without it an order sent without JavaScript would stop).
 */
const PAYMENT_PAGE = paymentPageOrigin();

/**
 * The Content-Security-Policy of a page: everything from the site itself,
 * inline code only when its hash or nonce is listed, nothing in frames, no
 * plugins, forms only to the site (and the payment provider's page). Images,
 * fonts, fetches and the manifest fall back to default-src 'self' (CSP 3):
 * naming them again would cost 73 bytes of every page's first round trip.
 */
export function contentSecurityPolicy(inline: InlineSources, https: boolean, paymentPage: string | null = PAYMENT_PAGE): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(" "),
    ["style-src 'self'", ...inline.styles].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...(paymentPage ? [paymentPage] : [])].join(" "),
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Headers that only mean something on a document, not on a script, font or image. */
export const DOCUMENT_ONLY_HEADERS = ["Content-Security-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy", "Referrer-Policy"];

/** The nonce of this response's inline scripts and style (server-rendered pages). */
export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

/**
 * The headers every response carries. The policy set here, with a fresh
 * nonce, fits pages rendered per request; cached pages replace it with the
 * hashes of their inline code (server/static-files.ts).
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = pooledRandomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set({
      "Content-Security-Policy": contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] }, https),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
      "Cross-Origin-Opener-Policy": "same-origin",
      // Other sites may not embed our files; a CDN on a subdomain still may.
      "Cross-Origin-Resource-Policy": "same-site",
      // A year; without includeSubDomains, which is the domain owner's call.
      ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
    });
    next();
  };
}
