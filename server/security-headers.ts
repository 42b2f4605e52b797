import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/** What inline code a page may run: hashes computed at build, or a per-response nonce. */
export type InlineSources = { scripts: string[]; styles: string[] };

/**
 * The Content-Security-Policy of a page: everything from the site itself,
 * inline code only when its hash or nonce is listed, nothing in frames, no
 * plugins, forms only to the site. Images may be data: (a 1×1 GIF stands in
 * for pictures phones skip).
 */
export function contentSecurityPolicy(inline: InlineSources, https: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(" "),
    ["style-src 'self'", ...inline.styles].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
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
 * nonce, fits server-rendered pages; pre-rendered files replace it with
 * their build-time hashes (server/static-files.ts).
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
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
