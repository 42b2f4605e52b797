// Every accepted enquiry stored exactly once and mailed to the trainer
// exactly once, found by the marker its message carries.
import type { SoakRun } from "./soak-run.ts";
import { countBy, tally, type Summary } from "./summary.ts";

const markersIn = (text: string) => new Set([...text.matchAll(/soak-(\d+)(?!\d)/g)].map((match) => `soak-${match[1]}`));

export async function checkEnquiries({ lines, check, t }: Summary, { state, sink, postgres, contactTo }: SoakRun): Promise<void> {
  const stored = countBy((await postgres.query<{ message: string }>("select message from enquiries")).rows, (row) => markersIn(row.message));
  const mailed = countBy(
    sink.messages.filter((message) => message.envelope.to.includes(contactTo)),
    (message) => markersIn(message.text),
  );
  const { accepted, refused, unknown } = state.enquiries;
  const missingRows = accepted.filter((entry) => !stored.get(entry.marker));
  const duplicateRows = [...accepted, ...unknown].filter((entry) => (stored.get(entry.marker) ?? 0) > 1);
  const onResend = accepted.filter((entry) => entry.attempts.length > 1).length;
  lines.push(
    `  enquiries: ${accepted.length} accepted (303), ${refused.length} refused (${tally(refused.map((entry) => entry.status))}), ${unknown.length} without an answer after 4 resends; ${onResend} accepted only on a resend`,
  );
  check(
    missingRows.length === 0 && duplicateRows.length === 0,
    `every accepted enquiry stored exactly once: ${accepted.length - missingRows.length} stored, ${missingRows.length} missing, ${duplicateRows.length} stored more than once`,
    [
      ...missingRows.map((entry) => `missing: ${entry.marker} (sent ${t(entry.at)}, answers ${entry.attempts.join(",")})`),
      ...duplicateRows.map((entry) => `duplicated ×${stored.get(entry.marker)}: ${entry.marker}`),
    ],
  );
  const unmailed = accepted.filter((entry) => !mailed.get(entry.marker));
  const mailedTwice = accepted.filter((entry) => (mailed.get(entry.marker) ?? 0) > 1);
  check(
    unmailed.length === 0,
    `every accepted enquiry mailed to ${contactTo}: ${unmailed.length} missing`,
    unmailed.map((entry) => `${entry.marker} (sent ${t(entry.at)})`),
  );
  check(
    mailedTwice.length === 0,
    `no enquiry mailed twice: ${mailedTwice.length} duplicated`,
    mailedTwice.map((entry) => `${entry.marker} ×${mailed.get(entry.marker)}`),
  );
}
