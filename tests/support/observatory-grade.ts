// The MDN HTTP Observatory's header rules (@mdn/mdn-http-observatory 1.4.8,
// src/analyzer/tests and src/grader/charts.js), applied to one response. The
// package itself cannot be installed here: a dependency downloads certificate
// bundles at install time. The redirection test is left out: http → https is
// the TLS proxy's job (see docs/deployment.md), and the app is tested over
// plain http with an https SITE_URL.

type Result = { test: string; expectation: string; modifier: number };

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isBroadOrInline = (source: string) => BROAD.has(source) || UNSAFE_INLINE.has(source);
const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/;

function parseCsp(header: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources));
  }
  return directives;
}

function cspTest(header: string | null): Result {
  const test = "content-security-policy";
  if (!header) return { test, expectation: "csp-not-implemented", modifier: -25 };
  const csp = parseCsp(header);
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const scripts = fallback("script-src");
  const styles = fallback("style-src");
  const objects = fallback("object-src");
  for (const sources of [scripts, styles]) {
    if ([...sources].some((source) => NONCE_OR_HASH.test(source))) sources.delete("'unsafe-inline'");
  }
  if ([...scripts].some(isBroadOrInline) || [...objects].some((source) => BROAD.has(source))) {
    return { test, expectation: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) {
    return { test, expectation: "csp-implemented-with-unsafe-eval", modifier: -10 };
  }
  if ([...styles].some(isBroadOrInline)) {
    return { test, expectation: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    return { test, expectation: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { test, expectation: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookiesTest(setCookies: string[], hsts: boolean): Result {
  const test = "cookies";
  if (setCookies.length === 0) return { test, expectation: "cookies-not-found", modifier: 0 };
  const flags = setCookies.map((cookie) => cookie.toLowerCase().split(";").map((part) => part.trim()));
  const has = (cookie: string[], flag: string) => cookie.some((part) => part === flag || part.startsWith(`${flag}=`));
  // The Observatory takes any cookie as a possible session cookie.
  if (flags.some((cookie) => !has(cookie, "secure"))) {
    return hsts
      ? { test, expectation: "cookies-session-without-secure-flag-but-protected-by-hsts", modifier: -10 }
      : { test, expectation: "cookies-session-without-secure-flag", modifier: -40 };
  }
  if (flags.some((cookie) => !has(cookie, "httponly"))) return { test, expectation: "cookies-session-without-httponly-flag", modifier: -30 };
  const sameSite = flags.every((cookie) => cookie.some((part) => /^samesite=(strict|lax|none)$/.test(part)));
  return sameSite
    ? { test, expectation: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, expectation: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function hstsTest(header: string | null): Result {
  const test = "strict-transport-security";
  const maxAge = header?.match(/max-age\s*=\s*"?(\d+)"?/i)?.[1];
  if (maxAge === undefined) return { test, expectation: "hsts-not-implemented", modifier: -20 };
  return Number(maxAge) >= 15_768_000
    ? { test, expectation: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { test, expectation: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function xContentTypeOptionsTest(header: string | null): Result {
  const test = "x-content-type-options";
  return header?.trim().toLowerCase() === "nosniff"
    ? { test, expectation: "x-content-type-options-nosniff", modifier: 0 }
    : { test, expectation: "x-content-type-options-not-implemented", modifier: -5 };
}

function xFrameOptionsTest(xfo: string | null, csp: string | null): Result {
  const test = "x-frame-options";
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source))) {
    return { test, expectation: "x-frame-options-implemented-via-csp", modifier: 5 };
  }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return { test, expectation: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test, expectation: "x-frame-options-not-implemented", modifier: -20 };
}

function referrerPolicyTest(header: string | null): Result {
  const test = "referrer-policy";
  if (!header) return { test, expectation: "referrer-policy-not-implemented", modifier: 0 };
  const policies = header.toLowerCase().split(",").map((policy) => policy.trim());
  const last = policies.at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
    return { test, expectation: "referrer-policy-private", modifier: 5 };
  }
  return { test, expectation: "referrer-policy-unsafe", modifier: -5 };
}

function corsTest(header: string | null): Result {
  const test = "cross-origin-resource-sharing";
  return header?.trim() === "*"
    ? { test, expectation: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 }
    : { test, expectation: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
}

function corpTest(header: string | null): Result {
  const test = "cross-origin-resource-policy";
  const value = header?.trim().toLowerCase();
  if (value === "same-origin") return { test, expectation: "corp-implemented-with-same-origin", modifier: 10 };
  if (value === "same-site") return { test, expectation: "corp-implemented-with-same-site", modifier: 10 };
  if (value === "cross-origin") return { test, expectation: "corp-implemented-with-cross-origin", modifier: 0 };
  return { test, expectation: "corp-not-implemented", modifier: 0 };
}

function subresourceIntegrityTest(html: string, origin: string): Result {
  const test = "subresource-integrity";
  const external = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)]
    .map((match) => new URL(match[1]!, origin))
    .filter((url) => url.origin !== origin);
  return external.length === 0
    ? { test, expectation: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 }
    : { test, expectation: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];

/** The Observatory's score and grade of one response (the page's headers and HTML). */
export function observatoryGrade(response: { headers: Record<string, string>; setCookies: string[]; html: string; origin: string }) {
  const header = (name: string) => response.headers[name] ?? null;
  const results = [
    cspTest(header("content-security-policy")),
    cookiesTest(response.setCookies, header("strict-transport-security") !== null),
    hstsTest(header("strict-transport-security")),
    xContentTypeOptionsTest(header("x-content-type-options")),
    xFrameOptionsTest(header("x-frame-options"), header("content-security-policy")),
    referrerPolicyTest(header("referrer-policy")),
    corsTest(header("access-control-allow-origin")),
    corpTest(header("cross-origin-resource-policy")),
    subresourceIntegrityTest(response.html, response.origin),
  ];
  const penalties = results.reduce((sum, result) => sum + Math.min(0, result.modifier), 0);
  const uncurved = 100 + penalties;
  // Extra credit counts only once the penalties alone leave an A.
  const score = uncurved >= 90 ? 100 + results.reduce((sum, result) => sum + result.modifier, 0) : uncurved;
  const grade = GRADES.find(([minimum]) => Math.max(0, score) >= minimum)![1];
  return { score, grade, results };
}
