import { z } from "zod";

// Zod compiles its parsers with `new Function` where it can. The browser's
// Content-Security-Policy forbids eval, and even Zod's probe for it would be
// reported as a violation: the schemas that reach the browser import z from
// here, never straight from "zod".
z.config({ jitless: true });

export { z };

/** A failed parse's messages by the field they are about, as forms show them. */
export function messagesByField(error: z.ZodError): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}
