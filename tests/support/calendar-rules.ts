// The rules every calendar file the site writes keeps (issue 40, "Calendar
// files by the book"), checked on the text as sent, then as ical.js reads it.
import ICAL from "ical.js";
import { expect } from "vitest";

export type CalendarRules = {
  /** The METHOD it must carry, or null for none (the feed). */
  method: "PUBLISH" | "CANCEL" | null;
  /** The Content-Type it is sent with: its method= must be the METHOD. */
  contentType?: string | null;
  /** The link each event must carry (its URL, and any address in its description), by UID. */
  links?: Record<string, string>;
};

/** Checks the file and returns its events as ical.js reads them. */
export function expectByTheBook(text: string, rules: CalendarRules): ICAL.Event[] {
  expect(text.endsWith("END:VCALENDAR\r\n"), "ends with CRLF after END:VCALENDAR").toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(line, "a bare CR or LF").not.toMatch(/[\r\n]/);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("method") ?? null).toBe(rules.method);
  if (rules.contentType !== undefined) {
    const declared = /;\s*method=([A-Z-]+)/i.exec(rules.contentType ?? "")?.[1]?.toUpperCase() ?? null;
    expect(declared, "the Content-Type's method=").toBe(rules.method);
  }
  const components = calendar.getAllSubcomponents("vevent");
  const events = components.map((component) => new ICAL.Event(component));
  if (rules.method === "CANCEL") expect(new Set(events.map((event) => event.uid)).size, "one UID per cancellation").toBe(1);
  if (rules.method === null) {
    for (const component of components) expect(component.getAllProperties("attendee"), "no ATTENDEE in the feed").toHaveLength(0);
  }
  for (const [uid, link] of Object.entries(rules.links ?? {})) {
    const event = events.find((candidate) => candidate.uid === uid);
    expect(event, uid).toBeDefined();
    expect(String(event!.component.getFirstPropertyValue("url")), uid).toBe(link);
    for (const address of event!.description.match(/https?:\/\/\S+/g) ?? []) expect(address, uid).toBe(link);
  }
  return events;
}
