// Every accepted booking stored exactly once, as it was last changed, with
// its confirmation mailed once, and each move and cancellation mailed to the
// client (a move at most once, a cancellation exactly once).
import type { AcceptedBooking } from "../traffic/state.ts";
import type { SoakRun } from "./soak-run.ts";
import { countBy, tally, type Summary } from "./summary.ts";

type BookingRow = { id: number; email: string; status: string; starts_at: string; sequence: number };

/** What is wrong with the accepted booking's rows: none, several, or not as last changed. */
function storedProblem(booking: AcceptedBooking, rows: BookingRow[]): string | null {
  if (rows.length !== 1) return `${booking.email}: ${rows.length} rows`;
  const [row] = rows as [BookingRow];
  if (booking.uncertain) return null;
  if (row.status !== booking.expected.status) return `${booking.email}: status ${row.status}, expected ${booking.expected.status}`;
  if (Date.parse(row.starts_at) !== Date.parse(booking.expected.start)) return `${booking.email}: starts ${row.starts_at}, expected ${booking.expected.start}`;
  return null;
}

function bookingLine({ bookings, manage }: SoakRun["state"]): string {
  const changesRefused = tally(manage.refused.map((entry) => `${entry.intent}:${entry.status}`));
  return (
    `  bookings: ${bookings.accepted.length} accepted (303), ${bookings.taken} taken meanwhile (409), ${bookings.refused.length} refused (${tally(bookings.refused.map((entry) => entry.status))}), ${bookings.unknown.length} without an answer; ` +
    `${manage.moved} moved, ${manage.cancelled} cancelled, ${manage.refused.length} changes refused (${changesRefused}), ${manage.unknown} changes without an answer, ${manage.notChangeable} picked but no longer changeable`
  );
}

async function checkStored({ lines, check }: Summary, { state, postgres }: SoakRun): Promise<void> {
  const rowsByEmail = new Map<string, BookingRow[]>();
  for (const row of (await postgres.query<BookingRow>("select id, email, status, starts_at, sequence from bookings")).rows)
    rowsByEmail.set(row.email, [...(rowsByEmail.get(row.email) ?? []), row]);
  const rowsOf = (email: string) => rowsByEmail.get(email) ?? [];
  lines.push(bookingLine(state));
  const problems = state.bookings.accepted.flatMap((booking) => storedProblem(booking, rowsOf(booking.email)) ?? []);
  const unknownTwice = state.bookings.unknown.filter((entry) => rowsOf(entry.email).length > 1);
  check(
    problems.length === 0 && unknownTwice.length === 0,
    `every accepted booking stored exactly once, as last changed: ${problems.length + unknownTwice.length} problems`,
    [...problems, ...unknownTwice.map((entry) => `${entry.email} (no answer) stored ${rowsOf(entry.email).length} times`)],
  );
}

function checkConfirmations({ lines, check, t }: Summary, { state, sink }: SoakRun): void {
  const confirmations = countBy(
    sink.messages.filter((message) => message.subject.startsWith("Potwierdzenie rezerwacji")),
    (message) => message.envelope.to,
  );
  const booked = state.bookings.accepted;
  const counts = booked.map((booking) => confirmations.get(booking.email) ?? 0);
  const changedEarly = (booking: AcceptedBooking) =>
    booking.changes.some((change) => change.status === 303 || change.status === "ERR" || (typeof change.status === "number" && change.status >= 500));
  const noConfirmation = booked.filter((booking, index) => counts[index] === 0 && !changedEarly(booking));
  const twice = booked.filter((_, index) => counts[index]! > 1);
  lines.push(
    `  booking confirmations to the client: ${tally(counts.map((count) => `${count} mail${count === 1 ? "" : "s"}`))} (0 is expected only for a booking changed before its confirmation went)`,
  );
  check(
    noConfirmation.length === 0,
    `every unchanged accepted booking got its confirmation: ${noConfirmation.length} missing`,
    noConfirmation.map((booking) => `${booking.email} (booked ${t(booking.at)})`),
  );
  check(
    twice.length === 0,
    `no booking confirmed twice: ${twice.length} duplicated`,
    twice.map((booking) => `${booking.email} ×${confirmations.get(booking.email)}`),
  );
}

/** A move mails the new time (unless a later change came before it went); a cancellation always mails the client once. */
function changeMailProblems(booking: AcceptedBooking, mailsTo: (email: string, prefix: string) => number): string[] {
  const done = booking.changes.filter((change) => change.status === 303);
  const moves = done.filter((change) => change.intent === "move").length;
  const cancels = done.filter((change) => change.intent === "cancel").length;
  const moveMails = mailsTo(booking.email, "Zmiana terminu");
  const cancelMails = mailsTo(booking.email, "Rezerwacja odwołana");
  return [
    ...(moveMails > moves ? [`${booking.email}: ${moveMails} "Zmiana terminu" mails for ${moves} move(s)`] : []),
    ...(done.at(-1)?.intent === "move" && moveMails === 0 ? [`${booking.email}: moved last, no "Zmiana terminu" mail`] : []),
    ...(cancelMails !== cancels ? [`${booking.email}: ${cancelMails} "Rezerwacja odwołana" mails for ${cancels} cancellation(s)`] : []),
  ];
}

function checkChangeMails({ check }: Summary, { state, sink }: SoakRun): void {
  const mailsTo = (email: string, prefix: string) =>
    sink.messages.filter((message) => message.subject.startsWith(prefix) && message.envelope.to.includes(email)).length;
  const problems = state.bookings.accepted.filter((booking) => !booking.uncertain).flatMap((booking) => changeMailProblems(booking, mailsTo));
  check(
    problems.length === 0,
    `moves and cancellations mailed to the client (a move at most once, a cancellation exactly once): ${problems.length} problems`,
    problems,
  );
}

export async function checkBookings(summary: Summary, soak: SoakRun): Promise<void> {
  await checkStored(summary, soak);
  checkConfirmations(summary, soak);
  checkChangeMails(summary, soak);
}
