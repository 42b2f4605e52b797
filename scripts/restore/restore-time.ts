// `--to`: the moment to restore to, as the trainer says it ("2026-11-27 13:00",
// Warsaw's time) or as a machine does (ISO 8601 with its offset).
import { Temporal } from "temporal-polyfill";

const ZONE = "Europe/Warsaw";

/** The instant, or a sentence saying what to write. */
export function parseRestoreTime(value: string): Date {
  const text = value.trim().replace(" ", "T");
  try {
    const instant = /(Z|[+-]\d{2}:?\d{2})$/i.test(text)
      ? Temporal.Instant.from(text)
      : Temporal.PlainDateTime.from(text, { overflow: "reject" }).toZonedDateTime(ZONE).toInstant();
    return new Date(instant.epochMilliseconds);
  } catch {
    throw new Error(`--to: "${value}" is not a time; write it as 2026-11-27 13:00 (Warsaw's time) or 2026-11-27T12:00:00Z`);
  }
}
