// "Dodaj uczestnika" on /admin/zajecia/:id: a client the trainer chose or
// typed takes a seat (two with a companion) through bookSeats, as a booking
// the trainer made: the card named, mails only when she asks for them, and
// never flagged as outside working hours (the session's time is hers).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { bookSeats } from "./group-seats.server";
import { participantAdded, PARTICIPANT_REFUSALS, COMPANION_LONG, GROUP_FORM_STALE } from "./groups-admin.messages";

export type Participant = { id?: number; name: string; email: string; phone: string };

export type AddParticipantAnswer = { ok: true; message: string } | { ok: false; message: string; field?: "companion" };

/** The longest companion's name kept (as a client's name). */
const COMPANION_LIMIT = 100;

export async function addParticipant(
  db: Kysely<Database>,
  sessionId: number,
  { client, form, cancelCutoffHours }: { client: Participant; form: URLSearchParams; cancelCutoffHours: number },
  now: Date = new Date(),
): Promise<AddParticipantAnswer> {
  const submissionKey = form.get("submissionKey") ?? "";
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(submissionKey)) return { ok: false, message: GROUP_FORM_STALE };
  const companion = (form.get("companion") ?? "").trim();
  if (companion.length > COMPANION_LIMIT) return { ok: false, message: COMPANION_LONG, field: "companion" };
  const mailClient = form.get("mailClient") === "on" && client.email !== "";
  const outcome = await bookSeats(
    db,
    sessionId,
    {
      name: client.name,
      email: client.email,
      phone: client.phone,
      notes: "",
      companion: companion || null,
      submissionKey,
      cancelCutoffHours,
      byTrainer: { ...(client.id === undefined ? {} : { clientId: client.id }), mailClient, outsideHours: true },
    },
    now,
  );
  if (outcome.kind === "booked" || outcome.kind === "repeated") return { ok: true, message: participantAdded(outcome.booking.name) };
  return { ok: false, message: PARTICIPANT_REFUSALS[outcome.kind] };
}
