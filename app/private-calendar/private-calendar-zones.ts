// A calendar file's own time zones (VTIMEZONE), kept only when ical.js can
// read them cheaply. ical.js expands a zone's STANDARD/DAYLIGHT rules from
// their DTSTART to five years ahead the first time a time in that zone is
// converted: a 322-byte zone with RRULE:FREQ=SECONDLY is billions of changes.
// Real zones change twice a year; anything else is dropped before ical.js
// sees it, and times in that zone are read by its TZID as an IANA name (or
// as Warsaw's), as for a zone the file names but does not define.

/** A component as ICAL.parse gives it (jCal): name, properties, subcomponents. */
export type JCalComponent = [string, JCalProperty[], JCalComponent[]];
type JCalProperty = [string, Record<string, unknown>, string, ...unknown[]];

/** Zones a file keeps: more is not a calendar an app wrote. */
const MAX_ZONES = 20;
/** STANDARD and DAYLIGHT blocks in one zone (Outlook writes two; histories a few dozen). */
const MAX_RULES_PER_ZONE = 50;
/** RDATE values in one zone. */
const MAX_ZONE_DATES = 500;
/** Parts of a yearly rule that do not multiply its changes beyond a few a year. */
const YEARLY_PARTS = new Set(["freq", "interval", "until", "count", "wkst", "bymonth", "byday", "bymonthday"]);
const MAX_VALUES_PER_PART = 7;

function isSafeRule(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const rule = value as Record<string, unknown>;
  if (String(rule.freq).toUpperCase() !== "YEARLY") return false;
  return Object.entries(rule).every(
    ([part, values]) =>
      YEARLY_PARTS.has(part.toLowerCase()) &&
      (!Array.isArray(values) || values.length <= MAX_VALUES_PER_PART) &&
      (part !== "bymonth" || !Array.isArray(values) || values.length <= 1),
  );
}

/** Whether ical.js may expand `zone`: at most a few yearly changes per block, few blocks and dates. */
export function isSafeZone(zone: JCalComponent): boolean {
  const blocks = zone[2];
  if (blocks.length > MAX_RULES_PER_ZONE) return false;
  let dates = 0;
  for (const [, properties] of blocks) {
    for (const [name, , , ...values] of properties) {
      if (name === "rrule" && !values.every(isSafeRule)) return false;
      if (name === "rdate") dates += values.length;
    }
  }
  return dates <= MAX_ZONE_DATES;
}

/** `calendar` without the zones ical.js should not expand (changed in place, before ical.js reads it). */
export function dropUnsafeZones(calendar: JCalComponent): void {
  let zones = 0;
  calendar[2] = calendar[2].filter((component) => component[0] !== "vtimezone" || (isSafeZone(component) && (zones += 1) <= MAX_ZONES));
}
