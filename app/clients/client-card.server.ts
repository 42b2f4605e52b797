// One client's card (/admin/klienci/:id): the person, every enquiry and
// booking linked to them, and the trainer's private notes.
import type { Kysely, Selectable } from "kysely";
import type { ClientTable } from "~/db/diary-tables";
import type { Booking, Database, Enquiry } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { CARD_GONE } from "~/clients/merge-clients.server";
import { NOTES_MAX_LENGTH } from "~/clients/client-notes";

export type ClientCard = {
  card: Selectable<ClientTable>;
  /** Newest first. */
  enquiries: Pick<Enquiry, "id" | "created_at" | "service" | "status" | "message" | "email" | "phone">[];
  /** Latest start first. */
  bookings: Booking[];
};

export async function getClientCard(db: Kysely<Database>, id: number): Promise<ClientCard | undefined> {
  const card = await db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
  if (!card) return undefined;
  const [enquiries, bookings] = await Promise.all([
    db
      .selectFrom("enquiries")
      .select(["id", "created_at", "service", "status", "message", "email", "phone"])
      .where("client_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db.selectFrom("bookings").selectAll().where("client_id", "=", id).orderBy("starts_at", "desc").orderBy("id", "desc").execute(),
  ]);
  return { card, enquiries, bookings };
}

export type NotesOutcome = { ok: true } | { ok: false; message: string; current?: string };

/**
 * Saves the notes if they are still the ones the form was shown with
 * (`shown`): a save from a tab opened before another change never silently
 * overwrites it.
 */
export async function saveClientNotes(db: Kysely<Database>, id: number, shown: string, notes: string): Promise<NotesOutcome> {
  const text = notes.replace(/\r\n/g, "\n").trim();
  if (text.length > NOTES_MAX_LENGTH) return { ok: false, message: `Notatki mogą mieć najwyżej ${NOTES_MAX_LENGTH} znaków.` };
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const query = trx.selectFrom("clients").select("notes").where("id", "=", id);
    const card = await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    if (!card) return { ok: false, message: CARD_GONE };
    if (card.notes !== shown.replace(/\r\n/g, "\n")) {
      return {
        ok: false,
        current: card.notes,
        message: "Notatki zmieniono w międzyczasie w innym oknie. Poniżej są aktualne — dopisz swoją zmianę jeszcze raz.",
      };
    }
    await trx.updateTable("clients").set({ notes: text }).where("id", "=", id).execute();
    return { ok: true };
  });
}
