// The end of a soak run: what was sent and what came back, the faults, and
// the checks against the database, the mail the sink received and the
// pages (checks/: one module a subject). Returns the summary's lines and
// whether every check passed.
import { checkBookings } from "./checks/bookings.ts";
import { checkEnquiries } from "./checks/enquiries.ts";
import { checkInstancesSurvived, faultLines } from "./checks/faults.ts";
import { instanceLines } from "./checks/instance-logs.ts";
import { checkBookingInvariants } from "./checks/invariants.ts";
import { checkMailDelivered, mailLines } from "./checks/mail.ts";
import { checkNewestOffer } from "./checks/offer.ts";
import { checkOwner } from "./checks/owner.ts";
import { checkServerErrors, connectionErrorLines, requestTable, serverErrorLines } from "./checks/requests.ts";
import type { SoakRun } from "./checks/soak-run.ts";
import { newSummary } from "./checks/summary.ts";

export type { Drain, SoakRun } from "./checks/soak-run.ts";

export async function checkRun(soak: SoakRun): Promise<{ lines: string[]; ok: boolean }> {
  const summary = newSummary(soak.run.startedAt);
  requestTable(summary, soak);
  const serverErrors = serverErrorLines(summary, soak);
  connectionErrorLines(summary, soak);
  faultLines(summary, soak);
  mailLines(summary, soak);

  summary.lines.push("", "Checks:");
  checkServerErrors(summary, serverErrors);
  checkInstancesSurvived(summary, soak);
  await checkMailDelivered(summary, soak);
  await checkEnquiries(summary, soak);
  await checkBookings(summary, soak);
  await checkBookingInvariants(summary, soak);
  await checkOwner(summary, soak);
  await checkNewestOffer(summary, soak);
  instanceLines(summary, soak);

  const failures = summary.failures();
  summary.lines.push("", failures ? `${failures} check(s) FAILED.` : "All checks passed.");
  return { lines: summary.lines, ok: failures === 0 };
}
